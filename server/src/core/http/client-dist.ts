import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The built client and what both its servings share (the app's files, client-app.ts; the pages
 * rendered on the server, page-render.ts), in a file of its own so neither imports the other.
 */

/** The built client: `client/dist`, two folders above both `server/src/core/http` and `server/dist/core/http`. */
export const CLIENT_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../client/dist');

/** index.html with the site's name as its title: a screen's tab names the site before the app gives its own. */
export function withSiteTitle(html: string, siteName: string): string {
  const escaped = siteName.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return html.replace(/<title>[^<]*<\/title>/, () => `<title>${escaped}</title>`);
}
