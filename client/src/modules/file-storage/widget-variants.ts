import type { VariantRegistry } from '../../shared/variants/variant-registry';
import { FilesDefault } from './FilesDefault';
import type { FileStorageWidgetProps } from './widget-props';

/** The file-storage widget variants: only the default one (001, section 2). */
export const fileStorageWidgetVariants: VariantRegistry<FileStorageWidgetProps> = {
  default: FilesDefault,
};
