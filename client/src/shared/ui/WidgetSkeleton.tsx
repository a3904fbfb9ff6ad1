import { Container, Skeleton } from '@mantine/core';
import { SITE_WIDTH } from './site-width';

/**
 * The space a widget takes while its code or data loads, so that the page does not jump. Marked:
 * the server's render tells by it that a part it left for the browser is a widget's.
 */
export function WidgetSkeleton() {
  return (
    <Container size={SITE_WIDTH} py="md" aria-busy="true" aria-label="Loading" data-widget-skeleton>
      <Skeleton height={140} radius="lg" />
    </Container>
  );
}
