import { renderedModule } from '../host/rendered-module';

/** The notification module's widgets on a page: data from NotificationPageWidgets (widget.graphql), code from NotificationWidget. */
export const notificationPageWidgets = renderedModule('notification', () => import('./NotificationWidget'));
