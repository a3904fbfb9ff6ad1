import { Stack } from '@mantine/core';
import { useLanguage } from '../../../shared/i18n/use-language';
import { titleIn } from '../../../shared/i18n/localized-text';
import { ProductCard } from './ProductCard';
import { ProductCartControls } from './ProductCartControls';
import type { ProductInListProps } from './product-props';

/** The product's cart-default variant: its card with the cart's controls under it (add, or the quantity held). */
export function ProductCartCard(props: ProductInListProps) {
  const language = useLanguage();
  const { product } = props;
  return (
    <Stack gap="xs" data-product-variant="cart-default">
      <ProductCard {...props} />
      <ProductCartControls productId={product.id} title={titleIn(product.title, language)} priceAttributes={product.attributes} />
    </Stack>
  );
}
