import { Container, Title } from '@mantine/core';
import { useUiText } from '../../../shared/i18n/ui-text';
import { SITE_WIDTH } from '../../../shared/ui/site-width';
import { ProductGrid } from '../../ecommerce/products/ProductGrid';
import { ArticleOverview } from './ArticleOverview';

/** An article followed by the products it is about, as product cards with prices. */
export function ArticleOverviewWithProducts() {
  const text = useUiText();
  return (
    <ArticleOverview
      after={(article, currencies) =>
        article.ecommerceModuleProducts.length > 0 && (
          <Container size={SITE_WIDTH} pb={{ base: 'xl', md: 64 }}>
            <Title order={2} mb="lg">
              {text.productsInArticle}
            </Title>
            <ProductGrid products={article.ecommerceModuleProducts} currencies={currencies} />
          </Container>
        )
      }
    />
  );
}
