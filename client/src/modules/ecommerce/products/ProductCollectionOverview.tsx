import type { ComponentProps } from 'react';
import type { LocalizedTextFieldsFragment } from '../../../shared/i18n/localized-text.generated';
import { useLanguage } from '../../../shared/i18n/use-language';
import { textIn, titleIn } from '../../../shared/i18n/localized-text';
import { RichText } from '../../../shared/rich-text/RichText';
import { SectionHeading } from '../../../shared/ui/SectionHeading';
import { WidgetSection } from '../../../shared/ui/WidgetSection';
import { CurrencyToggle } from '../prices/CurrencyToggle';
import { ProductGrid } from './ProductGrid';

type GridProps = ComponentProps<typeof ProductGrid>;

interface ProductCollection {
  title: LocalizedTextFieldsFragment;
  subtitle: LocalizedTextFieldsFragment;
  description: LocalizedTextFieldsFragment;
  products: GridProps['products'];
}

interface ProductCollectionOverviewProps {
  collection: ProductCollection;
  currencies: GridProps['currencies'];
  /** The section's data attribute, naming what it shows (`data-store-overview`: the slug). */
  marker: Record<`data-${string}`, string>;
}

/** A page of products under a heading (a category's, a store's): title, currencies, description, the grid. */
export function ProductCollectionOverview({ collection, currencies, marker }: ProductCollectionOverviewProps) {
  const language = useLanguage();
  const { title, subtitle, description, products } = collection;
  return (
    <WidgetSection {...marker}>
      <SectionHeading
        order={1}
        title={titleIn(title, language)}
        subtitle={textIn(subtitle, language)}
        aside={<CurrencyToggle currencies={currencies} />}
      />
      <RichText value={textIn(description, language)} mb="xl" maw={720} c="dark.6" />
      <ProductGrid products={products} currencies={currencies} lead />
    </WidgetSection>
  );
}
