import type { NotificationWidgetContentFragment } from './widget.generated';

export interface NotificationWidgetProps {
  widget: NotificationWidgetContentFragment;
}
