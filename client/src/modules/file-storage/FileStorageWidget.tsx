import { VariantView } from '../../shared/variants/variant-registry';
import type { FileStorageWidgetProps } from './widget-props';
import { fileStorageWidgetVariants } from './widget-variants';

/** A file-storage widget in its variant (the module's chunk entry, loaded lazily). */
export default function FileStorageWidget({ widget }: FileStorageWidgetProps) {
  return <VariantView registry={fileStorageWidgetVariants} variant={widget.variant} props={{ widget }} />;
}
