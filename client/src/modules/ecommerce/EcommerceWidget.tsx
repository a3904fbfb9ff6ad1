import { VariantView } from '../../shared/variants/variant-registry';
import type { EcommerceWidgetProps } from './widget-props';
import { ecommerceWidgetVariants } from './widget-variants';

/** An ecommerce widget in its variant (the module's chunk entry, loaded lazily). */
export default function EcommerceWidget({ widget }: EcommerceWidgetProps) {
  return <VariantView registry={ecommerceWidgetVariants} variant={widget.variant} props={{ widget }} />;
}
