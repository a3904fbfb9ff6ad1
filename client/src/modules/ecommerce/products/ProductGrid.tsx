import { SimpleGrid, Text } from '@mantine/core';
import type { CurrencyFieldsFragment, ProductCardFieldsFragment } from '../products.generated';
import { useUiText } from '../../../shared/i18n/ui-text';
import { VariantView } from '../../../shared/variants/variant-registry';
import { productVariants } from './product-variants';

interface ProductGridProps {
  products: readonly ProductCardFieldsFragment[];
  currencies: readonly CurrencyFieldsFragment[];
  /**
   * The grid leads its page (a list or a category, not products under an article): its first
   * row's photos, on a phone the page's largest paint, are fetched at once and first. The rest
   * load as they are scrolled near; fetching them all at once made the first row wait (home: 94).
   */
  lead?: boolean;
}

/** A phone's row: the photos fetched first in a leading grid. */
const FIRST_ROW = 2;

/** Products in a grid, each in its own variant: two across on phones, three on larger screens. */
export function ProductGrid({ products, currencies, lead = false }: ProductGridProps) {
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
      {products.map((product, index) => (
        <VariantView key={product.id} registry={productVariants} variant={product.variant} props={{ product, currencies, priority: lead && index < FIRST_ROW }} />
      ))}
    </SimpleGrid>
  );
}
