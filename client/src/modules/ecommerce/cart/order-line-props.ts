import type { CartLineProduct } from './CartLine';

/** An order's line of a product (orders-to-products) where it is shown. */
export interface OrderLineProps {
  orderId: string;
  line: { id: string; quantity: number };
  /** None once the product was deleted. */
  product?: CartLineProduct;
  thumbnail?: boolean;
}
