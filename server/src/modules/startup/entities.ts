import { defineModel } from '../../core/model/define-model.js';
import { f } from '../../core/model/fields.js';
import { titled, Widget } from '../../core/model/shared-fields.js';

const module = 'startup';

// The spec: "Startup widgets show only adminTitle and title in admin".
export const StartupWidget = defineModel({ module, segment: 'widgets', implements: [Widget], adminFields: ['adminTitle', 'title'] });
export const StartupArticle = defineModel({
  module,
  segment: 'articles',
  fields: { adminTitle: f.adminTitle(), slug: f.slug(), title: f.localized(), subtitle: f.localized(), description: f.localized({ richText: true }) },
});
export const StartupCategory = defineModel({
  module,
  segment: 'categories',
  fields: { adminTitle: f.adminTitle(), slug: f.slug(), ...titled() },
});
