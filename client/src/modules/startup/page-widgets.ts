import { renderedModule } from '../host/rendered-module';

/** The startup module's widgets on a page: data from StartupPageWidgets (widget.graphql), code from StartupWidget. */
export const startupPageWidgets = renderedModule('startup', () => import('./StartupWidget'));
