import { renderedModule } from '../host/rendered-module';

/** The website-builder module's widgets on a page: data from WebsiteBuilderPageWidgets (widget.graphql), code from WebsiteBuilderWidget. */
export const websiteBuilderPageWidgets = renderedModule('website-builder', () => import('./WebsiteBuilderWidget'));
