import { WidgetTextDefault } from '../../shared/widgets/WidgetTextDefault';
import type { VariantRegistry } from '../../shared/variants/variant-registry';
import type { NotificationWidgetProps } from './widget-props';

/** The notification widget variants the site renders: the spec lists only default (the widget's own texts). */
export const notificationWidgetVariants: VariantRegistry<NotificationWidgetProps> = {
  default: WidgetTextDefault,
};
