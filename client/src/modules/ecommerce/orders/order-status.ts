// How each order status looks in the order list, in the order an order goes through them
// (canceled aside, last); its words are in orders-text.ts.
const ORDER_STATUS_COLORS = {
  new: 'gray',
  paying: 'yellow',
  approving: 'teal',
  packaging: 'blue',
  delivering: 'indigo',
  delivered: 'green',
  canceled: 'red',
} as const;

export type OrderStatus = keyof typeof ORDER_STATUS_COLORS;

/** The statuses, from the cart to the buyer's door, then canceled. */
export const ORDER_STATUSES = Object.keys(ORDER_STATUS_COLORS) as OrderStatus[];

export const isOrderStatus = (status: string): status is OrderStatus => Object.hasOwn(ORDER_STATUS_COLORS, status);

/** The label and colour of a status; one the list does not know reads as it is, in grey. */
export function orderStatusOf(status: string, labels: Record<OrderStatus, string>) {
  return isOrderStatus(status) ? { label: labels[status], color: ORDER_STATUS_COLORS[status] } : { label: status, color: 'gray' };
}
