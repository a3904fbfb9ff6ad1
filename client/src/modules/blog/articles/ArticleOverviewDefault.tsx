import { Container } from '@mantine/core';
import { useLanguage } from '../../../app/use-language';
import { textIn } from '../../../shared/i18n/localized-text';
import { useUiText } from '../../../shared/i18n/ui-text';
import { RichText } from '../../../shared/rich-text/RichText';
import { EntityNotFound } from '../../../shared/ui/EntityNotFound';
import { ArticleHeader } from './ArticleHeader';
import { useArticle } from './use-article';

/** The article the url names, to read: header and body at a comfortable width. */
export function ArticleOverviewDefault() {
  const language = useLanguage();
  const text = useUiText();
  const { article } = useArticle();
  if (!article) return <EntityNotFound title={text.articleNotFound} />;
  return (
    <Container component="article" size="md" py={{ base: 'xl', md: 64 }} data-article-overview={article.slug}>
      <ArticleHeader article={article} />
      <RichText value={textIn(article.description, language)} fz="lg" />
    </Container>
  );
}
