import { defineModel, defineRelation, entityNamed } from '../../core/model/define-model.js';
import { f } from '../../core/model/fields.js';
import { titled, Widget } from '../../core/model/shared-fields.js';

const module = 'crm';

/** How an input of a form is shown and checked. */
export const CRM_INPUT_TYPES = ['default', 'text-default', 'textarea-default', 'number-default'] as const;

export const CrmWidget = defineModel({ module, segment: 'widgets', implements: [Widget], variants: ['form-list-default'] });
export const CrmForm = defineModel({
  module,
  segment: 'forms',
  fields: { adminTitle: f.adminTitle(), slug: f.slug(), ...titled() },
});
export const CrmInput = defineModel({
  module,
  segment: 'inputs',
  variants: CRM_INPUT_TYPES,
  fields: {
    adminTitle: f.adminTitle(),
    slug: f.slug(),
    type: f.enum(CRM_INPUT_TYPES, { required: true, default: 'default' }),
    isRequired: f.boolean(),
    ...titled(),
    label: f.localized(),
    placeholder: f.localized(),
  },
});
export const CrmRequest = defineModel({
  module,
  segment: 'requests',
  read: 'admin',
  description: 'A filled-in form: the answers by input id.',
  fields: {
    formId: f.ref(() => CrmForm),
    subjectId: f.ref(() => entityNamed('RbacSubject'), { required: false }),
    answers: f.json({ required: true, default: {} }),
  },
});

export const CrmFormsToInputs = defineRelation({
  module,
  segment: 'forms-to-inputs',
  fields: { formId: f.ref(() => CrmForm), inputId: f.ref(() => CrmInput) },
});
export const CrmWidgetsToForms = defineRelation({
  module,
  segment: 'widgets-to-forms',
  fields: { widgetId: f.ref(() => CrmWidget), formId: f.ref(() => CrmForm) },
});
