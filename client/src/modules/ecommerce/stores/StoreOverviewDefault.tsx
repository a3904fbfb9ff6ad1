import { useEcommerceStoreBySlugSuspenseQuery } from '../stores.generated';
import { OLDEST_FIRST, whereEquals } from '../../../shared/graphql/filters';
import { useUiText } from '../../../shared/i18n/ui-text';
import { EntityNotFound } from '../../../shared/ui/EntityNotFound';
import { usePageSegment } from '../../../shared/page/page-context';
import { STORE_SEGMENT } from '../paths';
import { ProductCollectionOverview } from '../products/ProductCollectionOverview';

/** The store the url names (segment ecommerce.stores.slug) with the products it sells. */
export function StoreOverviewDefault() {
  const slug = usePageSegment(STORE_SEGMENT) ?? '';
  const text = useUiText();
  const { data } = useEcommerceStoreBySlugSuspenseQuery({
    variables: { filters: whereEquals('slug', slug), orderBy: OLDEST_FIRST },
  });
  const store = data.ecommerceStoreList[0];
  if (!store) return <EntityNotFound title={text.storeNotFound} />;
  // A store's subtitle is its short description.
  const collection = { ...store, subtitle: store.shortDescription };
  return <ProductCollectionOverview collection={collection} currencies={data.billingCurrencyList} marker={{ 'data-store-overview': store.slug }} />;
}
