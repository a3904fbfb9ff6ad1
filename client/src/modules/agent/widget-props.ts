import type { AgentWidgetContentFragment } from './widget.generated';

export interface AgentWidgetProps {
  widget: AgentWidgetContentFragment;
}
