import { ADMIN_PATH } from '../shared/links/admin-path';

/** Where the admin lives. */
export { ADMIN_PATH };

/** The admin screen with one model's table open: `/admin/EcommerceProduct`. */
export const modelPath = (name: string) => `${ADMIN_PATH}/${name}`;
