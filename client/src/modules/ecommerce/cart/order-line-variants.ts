import type { VariantRegistry } from '../../../shared/variants/variant-registry';
import { CartLine } from './CartLine';
import { OrderLineAmount } from './OrderLineAmount';
import { OrderLineTotal } from './OrderLineTotal';
import type { OrderLineProps } from './order-line-props';

/**
 * The variants an order's line of a product (orders-to-products) is shown in (the server's list:
 * ecommerce/entities.ts). form-field-default is the cart's editable line: its quantity field and Delete.
 */
export const orderLineVariants: VariantRegistry<OrderLineProps> = {
  default: CartLine,
  'form-field-default': CartLine,
  amount: OrderLineAmount,
  'id-total-default': OrderLineTotal,
};
