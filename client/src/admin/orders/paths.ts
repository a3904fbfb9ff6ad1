import { ADMIN_PATH } from '../admin-paths';

/** The admin's orders screen (a route of its own: `/admin/:model` names models, which are PascalCase). */
export const ADMIN_ORDERS_PATH = `${ADMIN_PATH}/orders`;
