// How each order status of spec section 4 reads and looks in the order list.
export const ORDER_STATUSES: Record<string, { label: string; color: string }> = {
  new: { label: 'In cart', color: 'gray' },
  paying: { label: 'Awaiting payment', color: 'yellow' },
  approving: { label: 'Paid · approving', color: 'teal' },
  packaging: { label: 'Packaging', color: 'blue' },
  delivering: { label: 'Delivering', color: 'indigo' },
  delivered: { label: 'Delivered', color: 'green' },
  canceled: { label: 'Canceled', color: 'red' },
};

export function orderStatusOf(status: string) {
  return ORDER_STATUSES[status] ?? { label: status, color: 'gray' };
}
