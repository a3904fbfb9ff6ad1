import type { AnalyticWidgetContentFragment } from './widget.generated';

export interface AnalyticWidgetProps {
  widget: AnalyticWidgetContentFragment;
}
