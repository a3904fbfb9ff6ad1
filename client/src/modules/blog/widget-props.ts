import type { BlogWidgetContentFragment } from './widget.generated';

export interface BlogWidgetProps {
  widget: BlogWidgetContentFragment;
}
