import { NavLink } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { productPaths } from './product-paths';
import { useProductEditorText } from './product-editor-text';

/** The admin menu's way to the product editor: a new product (existing ones open from their row card). */
export function ProductsNavLink({ onNavigate }: { onNavigate?: () => void }) {
  const text = useProductEditorText();
  const active = useLocation().pathname === productPaths.create;
  return (
    <NavLink
      component={Link}
      to={productPaths.create}
      label={text.newProduct}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      variant="filled"
      fw={600}
      fz="sm"
      mb="xs"
      data-product-editor-link
    />
  );
}
