import { useSuspenseQuery } from '@apollo/client/react';
import { EcommerceStoreBySlugDocument } from '../../../gql/graphql';
import { useLanguage } from '../../../app/use-language';
import { OLDEST_FIRST, whereEquals } from '../../../shared/graphql/filters';
import { textIn, titleIn } from '../../../shared/i18n/localized-text';
import { useUiText } from '../../../shared/i18n/ui-text';
import { RichText } from '../../../shared/rich-text/RichText';
import { EntityNotFound } from '../../../shared/ui/EntityNotFound';
import { SectionHeading } from '../../../shared/ui/SectionHeading';
import { WidgetSection } from '../../../shared/ui/WidgetSection';
import { usePageSegment } from '../../host/page-context';
import { STORE_SEGMENT } from '../paths';
import { CurrencyToggle } from '../prices/CurrencyToggle';
import { ProductGrid } from '../products/ProductGrid';

/** The store the url names (segment ecommerce.stores.slug) with the products it sells. */
export function StoreOverviewDefault() {
  const slug = usePageSegment(STORE_SEGMENT) ?? '';
  const language = useLanguage();
  const text = useUiText();
  const { data } = useSuspenseQuery(EcommerceStoreBySlugDocument, {
    variables: { filters: whereEquals('slug', slug), orderBy: OLDEST_FIRST },
  });
  const store = data.ecommerceStoreList[0];
  if (!store) return <EntityNotFound title={text.storeNotFound} />;

  return (
    <WidgetSection data-store-overview={store.slug}>
      <SectionHeading
        order={1}
        title={titleIn(store.title, language)}
        subtitle={textIn(store.shortDescription, language)}
        aside={<CurrencyToggle currencies={data.billingCurrencyList} />}
      />
      <RichText value={textIn(store.description, language)} mb="xl" maw={720} c="dark.6" />
      <ProductGrid products={store.products} currencies={data.billingCurrencyList} />
    </WidgetSection>
  );
}
