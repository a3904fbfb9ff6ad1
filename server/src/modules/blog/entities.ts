import { defineModel, defineRelation, entityNamed } from '../../core/model/define-model.js';
import { f } from '../../core/model/fields.js';
import { titled, Widget } from '../../core/model/shared-fields.js';

const module = 'blog';

export const BlogWidget = defineModel({
  module,
  segment: 'widgets',
  implements: [Widget],
  variants: [
    'article-list-default',
    'article-overview-default',
    'article-overview-with-private-content-default',
    'article-overview-ecommerce-module-product-list-card-default',
    'category-overview-default',
    'category-list-button-default',
    'category-list-default',
  ],
});
export const BlogArticle = defineModel({
  module,
  segment: 'articles',
  // A new article is a draft until an admin publishes it.
  publishable: true,
  fields: {
    adminTitle: f.adminTitle(),
    slug: f.slug(),
    title: f.localized(),
    subtitle: f.localized(),
    description: f.localized({ richText: true }),
  },
});
export const BlogCategory = defineModel({
  module,
  segment: 'categories',
  fields: { adminTitle: f.adminTitle(), slug: f.slug(), ...titled() },
  variants: ['overview-default'],
});

const article = () => BlogArticle;

export const BlogWidgetsToArticles = defineRelation({
  module,
  segment: 'widgets-to-articles',
  fields: { widgetId: f.ref(() => BlogWidget), articleId: f.ref(article) },
});
export const BlogArticlesToWebsiteBuilderModuleWidgets = defineRelation({
  module,
  segment: 'articles-to-website-builder-module-widgets',
  fields: { articleId: f.ref(article), websiteBuilderModuleWidgetId: f.ref(() => entityNamed('WebsiteBuilderWidget')) },
});
export const BlogArticlesToFileStorageModuleFiles = defineRelation({
  module,
  segment: 'articles-to-file-storage-module-files',
  fields: { articleId: f.ref(article), fileStorageModuleFileId: f.ref(() => entityNamed('FileStorageFile')) },
});
export const BlogArticlesToEcommerceModuleProducts = defineRelation({
  module,
  segment: 'articles-to-ecommerce-module-products',
  fields: { articleId: f.ref(article), ecommerceModuleProductId: f.ref(() => entityNamed('EcommerceProduct')) },
});
export const BlogCategoriesToArticles = defineRelation({
  module,
  segment: 'categories-to-articles',
  fields: { categoryId: f.ref(() => BlogCategory), articleId: f.ref(article) },
});
