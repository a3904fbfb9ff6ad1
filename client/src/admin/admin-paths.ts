/** Where the admin lives. */
export const ADMIN_PATH = '/admin';

/** The admin screen with one model's table open: `/admin/EcommerceProduct`. */
export const modelPath = (name: string) => `${ADMIN_PATH}/${name}`;
