import { ArticleOverview } from './ArticleOverview';

/** The article the url names, to read: header and body at a comfortable width. */
export function ArticleOverviewDefault() {
  return <ArticleOverview />;
}
