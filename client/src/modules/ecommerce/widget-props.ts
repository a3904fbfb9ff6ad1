import type { EcommerceWidgetContentFragment } from '../../gql/graphql';

export interface EcommerceWidgetProps {
  widget: EcommerceWidgetContentFragment;
}
