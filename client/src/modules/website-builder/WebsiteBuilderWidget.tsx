import { VariantView } from '../../shared/variants/variant-registry';
import type { WebsiteBuilderWidgetProps } from './widget-props';
import { websiteBuilderWidgetVariants } from './widget-variants';

/** A website-builder widget in its variant (the module's chunk entry, loaded lazily). */
export default function WebsiteBuilderWidget({ widget }: WebsiteBuilderWidgetProps) {
  return <VariantView registry={websiteBuilderWidgetVariants} variant={widget.variant} props={{ widget }} />;
}
