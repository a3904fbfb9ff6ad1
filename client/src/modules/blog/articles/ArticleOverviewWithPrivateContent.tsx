import { Container } from '@mantine/core';
import { useLanguage } from '../../../app/use-language';
import { textIn } from '../../../shared/i18n/localized-text';
import { useUiText } from '../../../shared/i18n/ui-text';
import { RichText } from '../../../shared/rich-text/RichText';
import { EntityNotFound } from '../../../shared/ui/EntityNotFound';
import { NotAuthorized } from '../../rbac/session/NotAuthorized';
import { SignedInOnly } from '../../rbac/session/SignedInOnly';
import { ArticleHeader } from './ArticleHeader';
import { useArticle } from './use-article';

/** An article whose body only signed-in subjects read; others see its header and 'Not authorized'. */
export function ArticleOverviewWithPrivateContent() {
  const language = useLanguage();
  const text = useUiText();
  const { article } = useArticle();
  if (!article) return <EntityNotFound title={text.articleNotFound} />;
  return (
    <Container component="article" size="md" py={{ base: 'xl', md: 64 }} data-article-overview={article.slug}>
      <ArticleHeader article={article} />
      <SignedInOnly fallback={<NotAuthorized reason={text.signInToRead} />}>
        <RichText value={textIn(article.description, language)} fz="lg" />
      </SignedInOnly>
    </Container>
  );
}
