import { Stack, Title } from '@mantine/core';
import { useLanguage } from '../../../shared/i18n/use-language';
import { titleIn } from '../../../shared/i18n/localized-text';
import { WidgetSection } from '../../../shared/ui/WidgetSection';
import { SignedInOnly } from '../../../shared/session/SignedInOnly';
import type { EcommerceWidgetProps } from '../widget-props';
import { OrderList } from './OrderList';

/** The 'order-list-default' widget: the visitor's own orders, for signed-in subjects only. */
export function OrderListDefault({ widget }: EcommerceWidgetProps) {
  const language = useLanguage();
  return (
    <WidgetSection className={widget.className ?? undefined}>
      <Stack gap="lg">
        <Title order={2}>{titleIn(widget.title, language)}</Title>
        <SignedInOnly>
          <OrderList />
        </SignedInOnly>
      </Stack>
    </WidgetSection>
  );
}
