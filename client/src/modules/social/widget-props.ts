import type { SocialWidgetContentFragment } from '../../gql/graphql';

export interface SocialWidgetProps {
  widget: SocialWidgetContentFragment;
}
