// The spec's public link shapes of the blog (unprefixed; SiteLink adds the language).
export const articlePath = (slug: string) => `/blog/articles/${encodeURIComponent(slug)}`;
export const blogCategoryPath = (slug: string) => `/blog/categories/${encodeURIComponent(slug)}`;

/** The url segments that name the blog entity a page shows. */
export const ARTICLE_SEGMENT = 'blog.articles.slug';
export const BLOG_CATEGORY_SEGMENT = 'blog.categories.slug';
