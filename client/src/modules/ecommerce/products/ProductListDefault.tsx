import { useSuspenseQuery } from '@apollo/client/react';
import { Center, Pagination } from '@mantine/core';
import { useState, useTransition } from 'react';
import { EcommerceProductListDocument } from '../../../gql/graphql';
import { useLanguage } from '../../../shared/i18n/use-language';
import { OLDEST_FIRST } from '../../../shared/graphql/filters';
import { textIn } from '../../../shared/i18n/localized-text';
import { SectionHeading } from '../../../shared/ui/SectionHeading';
import { WidgetSection } from '../../../shared/ui/WidgetSection';
import { CurrencyToggle } from '../prices/CurrencyToggle';
import type { EcommerceWidgetProps } from '../widget-props';
import { ProductGrid } from './ProductGrid';

const PAGE_SIZE = 12;

/** The catalogue: every product with its price, a currency toggle, pages of twelve. */
export function ProductListDefault({ widget }: EcommerceWidgetProps) {
  const language = useLanguage();
  const [page, setPage] = useState(1);
  // The next page loads behind the current one instead of flashing a placeholder.
  const [, startTransition] = useTransition();
  const { data } = useSuspenseQuery(EcommerceProductListDocument, {
    variables: { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE, orderBy: OLDEST_FIRST },
  });
  const pages = Math.ceil(data.ecommerceProductCount / PAGE_SIZE);

  return (
    <WidgetSection className={widget.className ?? undefined} data-product-list>
      <SectionHeading
        title={textIn(widget.title, language)}
        subtitle={textIn(widget.subtitle, language)}
        aside={<CurrencyToggle currencies={data.billingCurrencyList} />}
      />
      <ProductGrid products={data.ecommerceProductList} currencies={data.billingCurrencyList} />
      {pages > 1 && (
        <Center mt="xl">
          <Pagination total={pages} value={page} onChange={(next) => startTransition(() => setPage(next))} />
        </Center>
      )}
    </WidgetSection>
  );
}
