import { renderedModule } from '../host/rendered-module';

/** The social module's widgets on a page: data from SocialPageWidgets (widget.graphql), code from SocialWidget. */
export const socialPageWidgets = renderedModule('social', () => import('./SocialWidget'));
