import type { CrmWidgetContentFragment } from './widget.generated';

export interface CrmWidgetProps {
  widget: CrmWidgetContentFragment;
}
