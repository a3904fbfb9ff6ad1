import { renderedModule } from '../host/rendered-module';

/** The analytic module's widgets on a page: data from AnalyticPageWidgets (widget.graphql), code from AnalyticWidget. */
export const analyticPageWidgets = renderedModule('analytic', () => import('./AnalyticWidget'));
