import { VariantView } from '../../shared/variants/variant-registry';
import type { SocialWidgetProps } from './widget-props';
import { socialWidgetVariants } from './widget-variants';

/** A social widget in its variant (the module's chunk entry, loaded lazily). */
export default function SocialWidget({ widget }: SocialWidgetProps) {
  return <VariantView registry={socialWidgetVariants} variant={widget.variant} props={{ widget }} />;
}
