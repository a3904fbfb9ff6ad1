// The order screens, one lazy chunk (see app/screen-routes.tsx): a buyer goes from one to the other.
export { MyOrdersPage } from './MyOrdersPage';
export { OrderConfirmationPage } from './OrderConfirmationPage';
