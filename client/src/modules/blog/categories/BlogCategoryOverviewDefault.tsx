import { useBlogCategoryBySlugSuspenseQuery } from '../categories.generated';
import { useLanguage } from '../../../shared/i18n/use-language';
import { whereEquals } from '../../../shared/graphql/filters';
import { textIn, titleIn } from '../../../shared/i18n/localized-text';
import { useUiText } from '../../../shared/i18n/ui-text';
import { RichText } from '../../../shared/rich-text/RichText';
import { EntityNotFound } from '../../../shared/ui/EntityNotFound';
import { SectionHeading } from '../../../shared/ui/SectionHeading';
import { WidgetSection } from '../../../shared/ui/WidgetSection';
import { usePageSegment } from '../../../shared/page/page-context';
import { ArticleGrid } from '../articles/ArticleGrid';
import { BLOG_CATEGORY_SEGMENT } from '../paths';

/** The blog category the url names (segment blog.categories.slug) with its articles. */
export function BlogCategoryOverviewDefault() {
  const slug = usePageSegment(BLOG_CATEGORY_SEGMENT) ?? '';
  const language = useLanguage();
  const text = useUiText();
  const { data } = useBlogCategoryBySlugSuspenseQuery({ variables: { filters: whereEquals('slug', slug) } });
  const category = data.blogCategoryList[0];
  if (!category) return <EntityNotFound title={text.categoryNotFound} />;
  return (
    <WidgetSection data-blog-category-overview={category.slug}>
      <SectionHeading order={1} title={titleIn(category.title, language)} subtitle={textIn(category.subtitle, language)} />
      <RichText value={textIn(category.description, language)} mb="xl" maw={720} c="dark.6" />
      <ArticleGrid articles={category.articles} />
    </WidgetSection>
  );
}
