import { Anchor, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLanguage } from '../../../shared/i18n/use-language';
import { titleIn } from '../../../shared/i18n/localized-text';
import { SiteLink } from '../../../shared/links/SiteLink';
import { productPath } from '../paths';
import { ProductPrice } from '../prices/ProductPrice';
import type { ProductInListProps } from './product-props';

/** The product's price-default variant: its title (a link to it) and its price, no picture. */
export function ProductPriceLine({ product, currencies, children }: ProductInListProps & { children?: ReactNode }) {
  const language = useLanguage();
  return (
    <Stack gap={4} data-product-variant="price-default" data-product-card={product.slug}>
      <Anchor component={SiteLink} url={productPath(product.slug)} fw={600} c="dark.9">
        {titleIn(product.title, language)}
      </Anchor>
      <ProductPrice priceAttributes={product.attributes} currencies={currencies} />
      {children}
    </Stack>
  );
}
