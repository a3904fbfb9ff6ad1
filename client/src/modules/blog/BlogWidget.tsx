import { VariantView } from '../../shared/variants/variant-registry';
import type { BlogWidgetProps } from './widget-props';
import { blogWidgetVariants } from './widget-variants';

/** A blog widget in its variant (the module's chunk entry, loaded lazily). */
export default function BlogWidget({ widget }: BlogWidgetProps) {
  return <VariantView registry={blogWidgetVariants} variant={widget.variant} props={{ widget }} />;
}
