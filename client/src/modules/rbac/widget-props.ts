import type { RbacWidgetContentFragment } from './widget.generated';

export interface RbacWidgetProps {
  widget: RbacWidgetContentFragment;
}
