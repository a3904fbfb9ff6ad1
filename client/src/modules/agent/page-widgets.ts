import { renderedModule } from '../host/rendered-module';

/** The agent module's widgets on a page: data from AgentPageWidgets (widget.graphql), code from AgentWidget. */
export const agentPageWidgets = renderedModule('agent', () => import('./AgentWidget'));
