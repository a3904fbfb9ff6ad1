import { ADMIN_PATH } from '../admin-paths';

/** Where the product editor opens: a new product, or one product by its id. */
export const productPaths = {
  create: `${ADMIN_PATH}/products/new`,
  edit: (id: string) => `${ADMIN_PATH}/products/${id}`,
  /** The route of an existing product's editor. */
  editRoute: `${ADMIN_PATH}/products/:id`,
};

/** The screen of its own a model's rows open in, beside their Edit dialog (products: the product editor). */
export const editorPathOf = (model: string, id: string): string | undefined => (model === 'EcommerceProduct' ? productPaths.edit(id) : undefined);
