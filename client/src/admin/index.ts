// The admin back-office: one chunk, loaded on the first visit to /admin.
export { AdminRoutes } from './AdminRoutes';
