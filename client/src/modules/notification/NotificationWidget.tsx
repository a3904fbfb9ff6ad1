import { VariantView } from '../../shared/variants/variant-registry';
import type { NotificationWidgetProps } from './widget-props';
import { notificationWidgetVariants } from './widget-variants';

/** A notification widget in its variant (the module's chunk entry, loaded lazily). */
export default function NotificationWidget({ widget }: NotificationWidgetProps) {
  return <VariantView registry={notificationWidgetVariants} variant={widget.variant} props={{ widget }} />;
}
