import { VariantView } from '../../shared/variants/variant-registry';
import type { RbacWidgetProps } from './widget-props';
import { rbacWidgetVariants } from './widget-variants';

/** An rbac widget in its variant (the module's chunk entry, loaded lazily). */
export default function RbacWidget({ widget }: RbacWidgetProps) {
  return <VariantView registry={rbacWidgetVariants} variant={widget.variant} props={{ widget }} />;
}
