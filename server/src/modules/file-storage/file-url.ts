/** Where anyone fetches a stored file: a full url as it is; a local path under this site's /public. */
export const fileUrl = (publicUrl: string, location: string) => (/^https?:\/\//i.test(location) ? location : `${publicUrl}/public${location.startsWith('/') ? '' : '/'}${location}`);
