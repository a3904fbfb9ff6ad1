import { Badge } from '@mantine/core';
import type { Checkout } from './checkouts';
import { orderStatusOf } from './order-status';
import { useOrdersText } from './orders-text';

/** Where a checkout stands, in words and colour (its orders' status, see checkoutStatus). */
export function CheckoutStatusBadge({ checkout }: { checkout: Checkout }) {
  const status = orderStatusOf(checkout.status, useOrdersText().statuses);
  // A long status ('Paid · approving' in Russian) may take a phone's whole width, not more.
  return (
    <Badge color={status.color} variant="light" radius="sm" maw="100%" data-checkout-status>
      {status.label}
    </Badge>
  );
}
