import { SimpleGrid, Text } from '@mantine/core';
import type { ArticleCardFieldsFragment } from '../widget.generated';
import { useUiText } from '../../../shared/i18n/ui-text';
import { ArticleCard } from './ArticleCard';

/** Articles in a grid: one column on phones, up to three on wide screens. */
export function ArticleGrid({ articles }: { articles: readonly ArticleCardFieldsFragment[] }) {
  const text = useUiText();
  if (articles.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {text.noArticles}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" data-article-grid>
      {articles.map((article) => (
        <ArticleCard key={article.id} article={article} />
      ))}
    </SimpleGrid>
  );
}
