import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useLanguage } from '../../../shared/i18n/use-language';
import { textIn, titleIn } from '../../../shared/i18n/localized-text';
import { pluralize, useUiText } from '../../../shared/i18n/ui-text';
import { SiteLink } from '../../../shared/links/SiteLink';
import { SectionHeading } from '../../../shared/ui/SectionHeading';
import { WidgetSection } from '../../../shared/ui/WidgetSection';
import classes from '../../../shared/ui/lifting-card.module.css';
import { blogCategoryPath } from '../paths';
import type { BlogWidgetProps } from '../widget-props';
import { useBlogCategories } from './use-blog-categories';

/** The blog's categories as cards with their number of articles. */
export function BlogCategoryListDefault({ widget }: BlogWidgetProps) {
  const language = useLanguage();
  const text = useUiText();
  const categories = useBlogCategories();
  if (categories.length === 0) return null;
  return (
    <WidgetSection className={widget.className ?? undefined}>
      <SectionHeading title={textIn(widget.title, language)} subtitle={textIn(widget.subtitle, language)} />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {categories.map((category) => (
          <Card key={category.id} component={SiteLink} url={blogCategoryPath(category.slug)} withBorder radius="lg" padding="lg" className={classes.card}>
            <Stack gap={4}>
              <Text fw={700} fz="lg">
                {titleIn(category.title, language)}
              </Text>
              <Text size="sm" c="dimmed">
                {textIn(category.subtitle, language) ?? pluralize(category.categoriesToArticles.length, text.articles, language)}
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </WidgetSection>
  );
}
