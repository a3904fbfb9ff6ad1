// The admin back-office: one chunk, loaded on the first visit to /admin.
export { AdminScreen } from './AdminScreen';
export { AdminOrdersPage } from './orders/AdminOrdersScreen';
export { ProductEditorScreen } from './products/ProductEditorScreen';
