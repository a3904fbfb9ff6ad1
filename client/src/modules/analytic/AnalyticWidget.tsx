import { VariantView } from '../../shared/variants/variant-registry';
import type { AnalyticWidgetProps } from './widget-props';
import { analyticWidgetVariants } from './widget-variants';

/** A analytic widget in its variant (the module's chunk entry, loaded lazily). */
export default function AnalyticWidget({ widget }: AnalyticWidgetProps) {
  return <VariantView registry={analyticWidgetVariants} variant={widget.variant} props={{ widget }} />;
}
