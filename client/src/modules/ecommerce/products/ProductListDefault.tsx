import { Box } from '@mantine/core';
import { useState, useTransition } from 'react';
import { useEcommerceProductListSuspenseQuery } from '../products.generated';
import { useLanguage } from '../../../shared/i18n/use-language';
import { type CursorPage, ESTIMATED_FROM, FIRST_PAGE, pageArguments, pageView } from '../../../shared/graphql/cursor-pages';
import { NEWEST_FIRST } from '../../../shared/graphql/filters';
import { textIn } from '../../../shared/i18n/localized-text';
import { SectionHeading } from '../../../shared/ui/SectionHeading';
import { CursorPager } from '../../../shared/ui/CursorPager';
import { WidgetSection } from '../../../shared/ui/WidgetSection';
import { CurrencyToggle } from '../prices/CurrencyToggle';
import type { EcommerceWidgetProps } from '../widget-props';
import { ProductGrid } from './ProductGrid';

const PAGE_SIZE = 12;

/** The catalogue, newest first (the demo's 'New arrivals'): every product with its price, a currency toggle, pages of twelve read by cursor. */
export function ProductListDefault({ widget }: EcommerceWidgetProps) {
  const language = useLanguage();
  const [page, setPage] = useState<CursorPage>(FIRST_PAGE);
  // The next page loads behind the current one instead of flashing a placeholder.
  const [, startTransition] = useTransition();
  const { data } = useEcommerceProductListSuspenseQuery({
    variables: { ...pageArguments(page, PAGE_SIZE), orderBy: NEWEST_FIRST },
  });
  const total = data.ecommerceProductCount;

  return (
    <WidgetSection className={widget.className ?? undefined} data-product-list>
      <SectionHeading
        title={textIn(widget.title, language)}
        subtitle={textIn(widget.subtitle, language)}
        aside={<CurrencyToggle currencies={data.billingCurrencyList} />}
      />
      <ProductGrid products={pageView(page, PAGE_SIZE, data.ecommerceProductList).rows} currencies={data.billingCurrencyList} lead />
      <Box mt="xl">
        <CursorPager
          page={page}
          size={PAGE_SIZE}
          rows={data.ecommerceProductList}
          total={total}
          estimated={total >= ESTIMATED_FROM}
          onPage={(next) => startTransition(() => setPage(next))}
        />
      </Box>
    </WidgetSection>
  );
}
