import type { CartLineProduct } from './CartLine';

/** An order's line of a product (orders-to-products) where it is shown. */
export interface OrderLineProps {
  orderId: string;
  line: { id: string; quantity: number };
  /** None once the product was deleted. */
  product?: CartLineProduct;
  thumbnail?: boolean;
  /**
   * The line as the order list shows it (orders/ordered-line.ts: past the cart, what its checkout
   * recorded, whatever its product became since): shown instead of the product's name and prices.
   */
  ordered?: { title: string; amount?: string };
}
