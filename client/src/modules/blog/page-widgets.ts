import { renderedModule } from '../host/rendered-module';

/** The blog module's widgets on a page: data from BlogPageWidgets (widget.graphql), code from BlogWidget. */
export const blogPageWidgets = renderedModule('blog', () => import('./BlogWidget'));
