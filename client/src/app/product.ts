// The spec names no brand; this is the one place to change it.
export const PRODUCT_NAME = 'Platform';
