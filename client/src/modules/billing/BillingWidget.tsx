import { VariantView } from '../../shared/variants/variant-registry';
import type { BillingWidgetProps } from './widget-props';
import { billingWidgetVariants } from './widget-variants';

/** A billing widget in its variant (the module's chunk entry, loaded lazily). */
export default function BillingWidget({ widget }: BillingWidgetProps) {
  return <VariantView registry={billingWidgetVariants} variant={widget.variant} props={{ widget }} />;
}
