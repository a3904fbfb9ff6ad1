import { Container, Title } from '@mantine/core';
import { useLanguage } from '../../../app/use-language';
import { textIn } from '../../../shared/i18n/localized-text';
import { useUiText } from '../../../shared/i18n/ui-text';
import { RichText } from '../../../shared/rich-text/RichText';
import { EntityNotFound } from '../../../shared/ui/EntityNotFound';
import { ProductGrid } from '../../ecommerce/products/ProductGrid';
import { ArticleHeader } from './ArticleHeader';
import { useArticle } from './use-article';
import { SITE_WIDTH } from '../../../shared/ui/site-width';

/** An article followed by the products it is about, as product cards with prices. */
export function ArticleOverviewWithProducts() {
  const language = useLanguage();
  const text = useUiText();
  const { article, currencies } = useArticle();
  if (!article) return <EntityNotFound title={text.articleNotFound} />;
  return (
    <>
      <Container component="article" size="md" py={{ base: 'xl', md: 64 }} data-article-overview={article.slug}>
        <ArticleHeader article={article} />
        <RichText value={textIn(article.description, language)} fz="lg" />
      </Container>
      {article.ecommerceModuleProducts.length > 0 && (
        <Container size={SITE_WIDTH} pb={{ base: 'xl', md: 64 }}>
          <Title order={2} mb="lg">
            {text.productsInArticle}
          </Title>
          <ProductGrid products={article.ecommerceModuleProducts} currencies={currencies} />
        </Container>
      )}
    </>
  );
}
