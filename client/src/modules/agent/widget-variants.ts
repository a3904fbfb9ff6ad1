import { WidgetTextDefault } from '../../shared/widgets/WidgetTextDefault';
import type { VariantRegistry } from '../../shared/variants/variant-registry';
import type { AgentWidgetProps } from './widget-props';

/** The agent widget variants the site renders: the spec lists only default (the widget's own texts). */
export const agentWidgetVariants: VariantRegistry<AgentWidgetProps> = {
  default: WidgetTextDefault,
};
