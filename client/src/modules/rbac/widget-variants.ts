import type { VariantRegistry } from '../../shared/variants/variant-registry';
import { MeAuthenticationDefault } from './me/MeAuthenticationDefault';
import { MeCrmFormRequestCreate } from './me/MeCrmFormRequestCreate';
import { SubjectListDefault } from './profiles/SubjectListDefault';
import { SubjectOverviewDefault } from './profiles/SubjectOverviewDefault';
import type { RbacWidgetProps } from './widget-props';

/**
 * The rbac widget variants a page renders. The authentication forms and identity settings are
 * screens of their own (app/screen-routes), not widgets of a page.
 */
export const rbacWidgetVariants: VariantRegistry<RbacWidgetProps> = {
  'subject-list-default': SubjectListDefault,
  'subject-overview-default': SubjectOverviewDefault,
  'me-authentication-default': MeAuthenticationDefault,
  'me-crm-module-form-request-create': MeCrmFormRequestCreate,
};
