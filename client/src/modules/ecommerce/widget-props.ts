import type { EcommerceWidgetContentFragment } from './widget.generated';

export interface EcommerceWidgetProps {
  widget: EcommerceWidgetContentFragment;
}
