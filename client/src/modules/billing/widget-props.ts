import type { BillingWidgetContentFragment } from './widget.generated';

export interface BillingWidgetProps {
  widget: BillingWidgetContentFragment;
}
