import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useLanguage } from '../../../shared/i18n/use-language';
import { textIn, titleIn } from '../../../shared/i18n/localized-text';
import { SiteLink } from '../../../shared/links/SiteLink';
import { blogCategoryPath } from '../paths';
import { formatDate } from '../../../shared/i18n/format-date';
import type { Article } from './use-article';

/** An article's categories, title, subtitle and date. */
export function ArticleHeader({ article }: { article: Article }) {
  const language = useLanguage();
  const subtitle = textIn(article.subtitle, language);
  return (
    <Stack gap="md" mb="xl">
      <Group gap="xs">
        {article.categories.map((category) => (
          <Badge key={category.id} component={SiteLink} url={blogCategoryPath(category.slug)} variant="light" radius="sm" style={{ cursor: 'pointer' }}>
            {titleIn(category.title, language)}
          </Badge>
        ))}
        <Text size="sm" c="dimmed">
          {formatDate(article.createdAt, language)}
        </Text>
      </Group>
      <Title order={1} fz={{ base: 34, md: 48 }} lh={1.1} style={{ letterSpacing: '-0.025em' }}>
        {titleIn(article.title, language)}
      </Title>
      {subtitle && (
        <Text fz={{ base: 'lg', md: 22 }} c="dimmed">
          {subtitle}
        </Text>
      )}
    </Stack>
  );
}
