import { WidgetTextDefault } from '../../shared/widgets/WidgetTextDefault';
import type { VariantRegistry } from '../../shared/variants/variant-registry';
import type { BillingWidgetProps } from './widget-props';

/** The billing widget variants the site renders: the spec lists only default (the widget's own texts). */
export const billingWidgetVariants: VariantRegistry<BillingWidgetProps> = {
  default: WidgetTextDefault,
};
