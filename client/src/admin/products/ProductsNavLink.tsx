import { AdminNavLink } from '../AdminNavLink';
import { productPaths } from './product-paths';
import { useProductEditorText } from './product-editor-text';

/** The admin menu's way to the product editor: a new product (existing ones open from their row card). */
export function ProductsNavLink({ onNavigate }: { onNavigate?: () => void }) {
  return <AdminNavLink to={productPaths.create} label={useProductEditorText().newProduct} onNavigate={onNavigate} data={{ 'data-product-editor-link': true }} />;
}
