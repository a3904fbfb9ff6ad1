import { SimpleGrid, Text } from '@mantine/core';
import type { CurrencyFieldsFragment, ProductCardFieldsFragment } from '../products.generated';
import { useUiText } from '../../../shared/i18n/ui-text';
import { ProductCard } from './ProductCard';

interface ProductGridProps {
  products: readonly ProductCardFieldsFragment[];
  currencies: readonly CurrencyFieldsFragment[];
}

/** Products in a grid: two across on phones, three on larger screens. */
export function ProductGrid({ products, currencies }: ProductGridProps) {
  const text = useUiText();
  if (products.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {text.noProducts}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 2, md: 3 }} spacing={{ base: 'md', md: 'xl' }} verticalSpacing={{ base: 'lg', md: 40 }} data-product-grid>
      {products.map((product) => (
        <ProductCard key={product.id} product={product} currencies={currencies} />
      ))}
    </SimpleGrid>
  );
}
