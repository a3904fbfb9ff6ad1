import type { FileStorageWidgetContentFragment } from '../../gql/graphql';

export interface FileStorageWidgetProps {
  widget: FileStorageWidgetContentFragment;
}
