import { useEcommerceCategoryBySlugSuspenseQuery } from '../categories.generated';
import { OLDEST_FIRST, whereEquals } from '../../../shared/graphql/filters';
import { useUiText } from '../../../shared/i18n/ui-text';
import { EntityNotFound } from '../../../shared/ui/EntityNotFound';
import { usePageSegment } from '../../../shared/page/page-context';
import { CATEGORY_SEGMENT } from '../paths';
import { ProductCollectionOverview } from '../products/ProductCollectionOverview';

/** The category the url names (segment ecommerce.categories.slug) with its products. */
export function CategoryOverviewDefault() {
  const slug = usePageSegment(CATEGORY_SEGMENT) ?? '';
  const text = useUiText();
  const { data } = useEcommerceCategoryBySlugSuspenseQuery({
    variables: { filters: whereEquals('slug', slug), orderBy: OLDEST_FIRST },
  });
  const category = data.ecommerceCategoryList[0];
  if (!category) return <EntityNotFound title={text.categoryNotFound} />;
  return <ProductCollectionOverview collection={category} currencies={data.billingCurrencyList} marker={{ 'data-category-overview': category.slug }} />;
}
