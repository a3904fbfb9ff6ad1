import { renderedModule } from '../host/rendered-module';

/** The rbac module's widgets on a page: data from RbacPageWidgets (widget.graphql), code from RbacWidget. */
export const rbacPageWidgets = renderedModule('rbac', () => import('./RbacWidget'));
