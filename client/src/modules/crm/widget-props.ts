import type { CrmWidgetContentFragment } from '../../gql/graphql';

export interface CrmWidgetProps {
  widget: CrmWidgetContentFragment;
}
