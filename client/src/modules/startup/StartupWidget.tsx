import { VariantView } from '../../shared/variants/variant-registry';
import type { StartupWidgetProps } from './widget-props';
import { startupWidgetVariants } from './widget-variants';

/** A startup widget in its variant (the module's chunk entry, loaded lazily). */
export default function StartupWidget({ widget }: StartupWidgetProps) {
  return <VariantView registry={startupWidgetVariants} variant={widget.variant} props={{ widget }} />;
}
