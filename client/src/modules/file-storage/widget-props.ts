import type { FileStorageWidgetContentFragment } from './widget.generated';

export interface FileStorageWidgetProps {
  widget: FileStorageWidgetContentFragment;
}
