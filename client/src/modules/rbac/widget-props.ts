import type { RbacWidgetContentFragment } from '../../gql/graphql';

export interface RbacWidgetProps {
  widget: RbacWidgetContentFragment;
}
