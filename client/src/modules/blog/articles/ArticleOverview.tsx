import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLanguage } from '../../../shared/i18n/use-language';
import { textIn } from '../../../shared/i18n/localized-text';
import { useUiText } from '../../../shared/i18n/ui-text';
import { RichText } from '../../../shared/rich-text/RichText';
import { EntityNotFound } from '../../../shared/ui/EntityNotFound';
import { ArticleHead } from './ArticleHead';
import { ArticleHeader } from './ArticleHeader';
import { type Article, type ArticleCurrencies, useArticle } from './use-article';

interface ArticleOverviewProps {
  /** Wraps the article's body (a variant shows it to signed-in subjects only). */
  body?: (body: ReactNode) => ReactNode;
  /** Shown under the article (a variant lists the products it is about). */
  after?: (article: Article, currencies: ArticleCurrencies) => ReactNode;
}

/** The article the url names, to read: header and body at a comfortable width. */
export function ArticleOverview({ body = (content) => content, after }: ArticleOverviewProps) {
  const language = useLanguage();
  const text = useUiText();
  const { article, currencies } = useArticle();
  if (!article) return <EntityNotFound title={text.articleNotFound} />;
  return (
    <>
      <ArticleHead article={article} />
      <Container component="article" size="md" py={{ base: 'xl', md: 64 }} data-article-overview={article.slug}>
        <ArticleHeader article={article} />
        {body(<RichText value={textIn(article.description, language)} fz="lg" />)}
      </Container>
      {after?.(article, currencies)}
    </>
  );
}
