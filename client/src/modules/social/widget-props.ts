import type { SocialWidgetContentFragment } from './widget.generated';

export interface SocialWidgetProps {
  widget: SocialWidgetContentFragment;
}
