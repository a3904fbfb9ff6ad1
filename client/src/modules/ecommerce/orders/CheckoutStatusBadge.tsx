import { Badge } from '@mantine/core';
import type { Checkout } from './checkouts';
import { orderStatusOf } from './order-status';
import { useOrdersText } from './orders-text';

/** Where a checkout stands, in words and colour (its orders' status, see checkoutStatus). */
export function CheckoutStatusBadge({ checkout }: { checkout: Pick<Checkout, 'status'> }) {
  const status = orderStatusOf(checkout.status, useOrdersText().statuses);
  // A long status ('Paid · approving' in Russian) may take a phone's whole width, not more. The
  // colour is a dot beside dark words: coloured words on the light variant's tint read at under 4.5:1.
  return (
    <Badge color={status.color} variant="dot" radius="sm" maw="100%" data-checkout-status>
      {status.label}
    </Badge>
  );
}
