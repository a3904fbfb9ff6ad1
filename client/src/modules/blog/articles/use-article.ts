import { useBlogArticleBySlugSuspenseQuery, type BlogArticleBySlugQuery } from '../articles.generated';
import { OLDEST_FIRST, whereEquals } from '../../../shared/graphql/filters';
import { usePageSegment } from '../../../shared/page/page-context';
import { ARTICLE_SEGMENT } from '../paths';

export type Article = BlogArticleBySlugQuery['blogArticleList'][number];
export type ArticleCurrencies = BlogArticleBySlugQuery['billingCurrencyList'];

/** The article the url names (segment blog.articles.slug), and the currencies its products are priced in. */
export function useArticle(): { article: Article | undefined; currencies: ArticleCurrencies } {
  const slug = usePageSegment(ARTICLE_SEGMENT) ?? '';
  const { data } = useBlogArticleBySlugSuspenseQuery({
    variables: { filters: whereEquals('slug', slug), orderBy: OLDEST_FIRST },
  });
  return { article: data.blogArticleList[0], currencies: data.billingCurrencyList };
}
