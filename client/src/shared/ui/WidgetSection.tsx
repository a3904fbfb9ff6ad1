import { Container, type ContainerProps } from '@mantine/core';
import { SITE_WIDTH } from './site-width';

/** The band a content widget sits in: the site's width, generous vertical rhythm. */
export function WidgetSection({ children, ...containerProps }: ContainerProps) {
  return (
    <Container component="section" size={SITE_WIDTH} py={{ base: 36, md: 56 }} {...containerProps}>
      {children}
    </Container>
  );
}
