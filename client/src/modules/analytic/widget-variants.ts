import { WidgetTextDefault } from '../../shared/widgets/WidgetTextDefault';
import type { VariantRegistry } from '../../shared/variants/variant-registry';
import type { AnalyticWidgetProps } from './widget-props';

/** The analytic widget variants the site renders: the spec lists only default (the widget's own texts). */
export const analyticWidgetVariants: VariantRegistry<AnalyticWidgetProps> = {
  default: WidgetTextDefault,
};
