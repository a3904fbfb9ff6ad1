import type { BlogWidgetContentFragment } from '../../gql/graphql';

export interface BlogWidgetProps {
  widget: BlogWidgetContentFragment;
}
