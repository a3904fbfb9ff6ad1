import type { VariantRegistry } from '../../shared/variants/variant-registry';
import { FilesDefault } from './FilesDefault';
import type { FileStorageWidgetProps } from './widget-props';

/** The file-storage widget variants: only the default one. */
export const fileStorageWidgetVariants: VariantRegistry<FileStorageWidgetProps> = {
  default: FilesDefault,
};
