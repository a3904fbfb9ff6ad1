import { VariantView } from '../../shared/variants/variant-registry';
import type { AgentWidgetProps } from './widget-props';
import { agentWidgetVariants } from './widget-variants';

/** A agent widget in its variant (the module's chunk entry, loaded lazily). */
export default function AgentWidget({ widget }: AgentWidgetProps) {
  return <VariantView registry={agentWidgetVariants} variant={widget.variant} props={{ widget }} />;
}
