import { defineInterface } from './define-model.js';
import { f } from './fields.js';

/** Fields that recur across the catalogue, named once. */
export const titled = () => ({ title: f.localized({ search: true }), subtitle: f.localized(), description: f.localized() });

/** A widget of any module: what a page renders (its variant picks the component). */
export const Widget = defineInterface({
  name: 'Widget',
  description: 'A widget of any module: what a page renders (its variant picks the component).',
  fields: () => ({
    adminTitle: f.adminTitle(),
    slug: f.slug(),
    ...titled(),
    anchor: f.text({ description: 'The id of the widget in the page, for #anchor links.' }),
  }),
});
