import type { VariantRegistry } from '../../shared/variants/variant-registry';
import { WidgetTextDefault } from '../../shared/widgets/WidgetTextDefault';
import { ArticleListDefault } from './articles/ArticleListDefault';
import { ArticleOverviewDefault } from './articles/ArticleOverviewDefault';
import { ArticleOverviewWithPrivateContent } from './articles/ArticleOverviewWithPrivateContent';
import { ArticleOverviewWithProducts } from './articles/ArticleOverviewWithProducts';
import { BlogCategoryListButtonDefault } from './categories/BlogCategoryListButtonDefault';
import { BlogCategoryListDefault } from './categories/BlogCategoryListDefault';
import { BlogCategoryOverviewDefault } from './categories/BlogCategoryOverviewDefault';
import type { BlogWidgetProps } from './widget-props';

/** The blog widget variants the site renders. */
export const blogWidgetVariants: VariantRegistry<BlogWidgetProps> = {
  default: WidgetTextDefault,
  'article-list-default': ArticleListDefault,
  'article-overview-default': ArticleOverviewDefault,
  'article-overview-with-private-content-default': ArticleOverviewWithPrivateContent,
  'article-overview-ecommerce-module-product-list-card-default': ArticleOverviewWithProducts,
  'category-overview-default': BlogCategoryOverviewDefault,
  'category-list-button-default': BlogCategoryListButtonDefault,
  'category-list-default': BlogCategoryListDefault,
};
