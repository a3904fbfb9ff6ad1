import { useSuspenseQuery } from '@apollo/client/react';
import { EcommerceCategoryBySlugDocument } from '../../../gql/graphql';
import { useLanguage } from '../../../app/use-language';
import { OLDEST_FIRST, whereEquals } from '../../../shared/graphql/filters';
import { textIn, titleIn } from '../../../shared/i18n/localized-text';
import { useUiText } from '../../../shared/i18n/ui-text';
import { RichText } from '../../../shared/rich-text/RichText';
import { EntityNotFound } from '../../../shared/ui/EntityNotFound';
import { SectionHeading } from '../../../shared/ui/SectionHeading';
import { WidgetSection } from '../../../shared/ui/WidgetSection';
import { usePageSegment } from '../../host/page-context';
import { CATEGORY_SEGMENT } from '../paths';
import { CurrencyToggle } from '../prices/CurrencyToggle';
import { ProductGrid } from '../products/ProductGrid';

/** The category the url names (segment ecommerce.categories.slug) with its products. */
export function CategoryOverviewDefault() {
  const slug = usePageSegment(CATEGORY_SEGMENT) ?? '';
  const language = useLanguage();
  const text = useUiText();
  const { data } = useSuspenseQuery(EcommerceCategoryBySlugDocument, {
    variables: { filters: whereEquals('slug', slug), orderBy: OLDEST_FIRST },
  });
  const category = data.ecommerceCategoryList[0];
  if (!category) return <EntityNotFound title={text.categoryNotFound} />;

  return (
    <WidgetSection data-category-overview={category.slug}>
      <SectionHeading
        order={1}
        title={titleIn(category.title, language)}
        subtitle={textIn(category.subtitle, language)}
        aside={<CurrencyToggle currencies={data.billingCurrencyList} />}
      />
      <RichText value={textIn(category.description, language)} mb="xl" maw={720} c="dark.6" />
      <ProductGrid products={category.products} currencies={data.billingCurrencyList} />
    </WidgetSection>
  );
}
