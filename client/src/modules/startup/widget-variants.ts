import { WidgetTextDefault } from '../../shared/widgets/WidgetTextDefault';
import type { VariantRegistry } from '../../shared/variants/variant-registry';
import type { StartupWidgetProps } from './widget-props';

/** The startup widget variants the site renders: the spec lists only default (the widget's own texts). */
export const startupWidgetVariants: VariantRegistry<StartupWidgetProps> = {
  default: WidgetTextDefault,
};
