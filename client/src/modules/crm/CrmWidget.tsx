import { VariantView } from '../../shared/variants/variant-registry';
import type { CrmWidgetProps } from './widget-props';
import { crmWidgetVariants } from './widget-variants';

/** A CRM widget in its variant (the module's chunk entry, loaded lazily). */
export default function CrmWidget({ widget }: CrmWidgetProps) {
  return <VariantView registry={crmWidgetVariants} variant={widget.variant} props={{ widget }} />;
}
