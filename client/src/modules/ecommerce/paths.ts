// The spec's public link shapes of the catalogue (unprefixed; SiteLink adds the language).
export const productPath = (slug: string) => `/ecommerce/products/${encodeURIComponent(slug)}`;
export const categoryPath = (slug: string) => `/ecommerce/categories/${encodeURIComponent(slug)}`;
export const storePath = (slug: string) => `/ecommerce/stores/${encodeURIComponent(slug)}`;

/** The url segments that name the catalogue entity a page shows. */
export const PRODUCT_SEGMENT = 'ecommerce.products.slug';
export const CATEGORY_SEGMENT = 'ecommerce.categories.slug';
export const STORE_SEGMENT = 'ecommerce.stores.slug';
