import { Badge, Divider, Drawer, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { CartCheckoutForm } from './CartCheckoutForm';
import { useCartText } from './cart-text';
import { setCartOpened, useCartOpened } from './cart-drawer-store';
import { CartTotals } from './CartTotals';
import { useCartOrders, useCartSummary } from './use-cart';
import { useUiText } from '../../../shared/i18n/ui-text';
import { useLanguage } from '../../../shared/i18n/use-language';
import { titleIn } from '../../../shared/i18n/localized-text';
import { VariantView } from '../../../shared/variants/variant-registry';
import { orderLineVariants } from './order-line-variants';

/** The cart side panel: 400px wide, 540px on larger screens. */
export function CartDrawer() {
  const opened = useCartOpened();
  const large = useMediaQuery('(min-width: 48em)');
  const orders = useCartOrders();
  const summary = useCartSummary();
  const cartOrders = (orders.data?.ecommerceOrderList ?? []).filter((order) => order.ordersToProducts.length > 0);
  const totals = summary.data?.ecommerceCartTotal ?? [];
  const text = useCartText();
  const ui = useUiText();
  const language = useLanguage();

  return (
    <Drawer
      opened={opened}
      onClose={() => setCartOpened(false)}
      closeButtonProps={{ 'aria-label': ui.close }}
      position="right"
      size={large ? 540 : 400}
      title={
        <Group gap="xs">
          <Title order={2} fz="xl">
            {text.cart}
          </Title>
          <Badge variant="light" radius="sm" data-cart-count>
            {summary.data?.ecommerceCartQuantity ?? 0}
          </Badge>
        </Group>
      }
      data-cart-drawer
    >
      {orders.loading && !orders.data ? (
        <Loader size="sm" />
      ) : cartOrders.length === 0 ? (
        <Text c="dimmed">{text.empty}</Text>
      ) : (
        <Stack gap="md">
          <Stack gap={0}>
            {cartOrders.map((order) => {
              const line = order.ordersToProducts[0]!;
              const product = line.product && {
                slug: line.product.slug,
                title: titleIn(line.product.title, language),
                priceAttributes: line.product.attributes,
                files: line.product.fileStorageModuleFiles,
              };
              // Each line in its own variant: the default one is the editable line, quantity and Delete.
              return (
                <VariantView
                  key={order.id}
                  registry={orderLineVariants}
                  variant={line.variant}
                  props={{ orderId: order.id, line, product: product ?? undefined, thumbnail: true }}
                />
              );
            })}
          </Stack>
          <Divider />
          <CartTotals totals={totals} />
          <CartCheckoutForm orderIds={cartOrders.map((order) => order.id)} currencies={totals.map((total) => total.billingModuleCurrency)} />
        </Stack>
      )}
    </Drawer>
  );
}
