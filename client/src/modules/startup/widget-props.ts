import type { StartupWidgetContentFragment } from './widget.generated';

export interface StartupWidgetProps {
  widget: StartupWidgetContentFragment;
}
