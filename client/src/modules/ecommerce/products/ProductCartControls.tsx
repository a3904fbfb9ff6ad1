import { Box } from '@mantine/core';
import { type ComponentProps, useState } from 'react';
import { AddToCartButton } from '../cart/AddToCartButton';
import { useCartProductQuantity } from '../cart/use-cart';
import { useSessionPending, useSubject } from '../../../shared/session/subject-session';

/**
 * A product's cart controls, shown once the browser knows the visitor and, for a subject, how
 * many of the product its cart holds (read for this product alone): until then they hold their
 * place unseen and untouchable, so that a signed-in visitor whose cart holds the product never
 * sees 'Add to cart' first (the server's render is every visitor's, and knows no session). Once shown they stay: the cart refetching after a change,
 * or a guest's first add making an anonymous subject, does not take them away mid-click.
 */
export function ProductCartControls(props: ComponentProps<typeof AddToCartButton>) {
  const pending = useSessionPending();
  const subject = useSubject();
  const { data } = useCartProductQuantity(props.productId);
  const [shown, setShown] = useState(false);
  if (!shown && !pending && !(subject && data === undefined)) setShown(true);
  if (shown) return <AddToCartButton {...props} />;
  return (
    <Box style={{ visibility: 'hidden' }} inert aria-hidden data-session-pending>
      <AddToCartButton {...props} />
    </Box>
  );
}
