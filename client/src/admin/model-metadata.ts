import type { AdminModelsQuery } from './admin-models.generated';

// The server's description of its entities (query adminModels), and what the admin reads
// from it: how a row is named, which fields a card shows, which side a relation row picks.

export type AdminModel = AdminModelsQuery['adminModels'][number];
export type AdminField = AdminModel['fields'][number];
export type AdminRelation = AdminModel['relations'][number];

/** Models by name, to follow references (`relationTarget`) and relations. */
export type ModelIndex = ReadonlyMap<string, AdminModel>;

export function indexModels(models: readonly AdminModel[]): ModelIndex {
  return new Map(models.map((model) => [model.name, model]));
}

/** Fields that name a row, best first: the first one a model has is its display field. */
// An attribute is named by whichever value it holds (the spec: its picker label shows string,
// number, boolean and datetime).
const DISPLAY_FIELDS = ['adminTitle', 'title', 'label', 'email', 'uid', 'slug', 'recipient', 'value', 'file', 'account', 'string', 'number', 'boolean', 'datetime', 'status'];
const DISPLAY_TYPES = new Set(['text', 'localized', 'enum', 'decimal', 'boolean', 'datetime']);

/**
 * The fields that can name a row of `model`, best first: a row blank in one is named by the
 * next (a price has no `string`, it is named by its `number`).
 */
export function displayFieldsOf(model: AdminModel): AdminField[] {
  return DISPLAY_FIELDS.flatMap((name) => model.fields.filter((field) => field.name === name && DISPLAY_TYPES.has(field.type)));
}

/** The field that names a row of `model` in cards and select inputs (id when nothing better). */
export function displayFieldOf(model: AdminModel): AdminField | undefined {
  return displayFieldsOf(model)[0];
}

/** The column a select input searches: a text display field, one language of a per-language one. */
export function searchColumnOf(model: AdminModel, language = 'en'): string | undefined {
  const field = displayFieldOf(model);
  if (!field || (field.type !== 'text' && field.type !== 'localized')) return undefined;
  return field.localized ? `${field.name}.${language}` : field.name;
}

/** The GraphQL field of the row a reference points to: `productId` → `product`. */
export function referenceObjectName(field: AdminField): string {
  return field.name.replace(/Id$/, '');
}

/**
 * Fields the admin form edits: writable ones the server does not fill itself and the model
 * shows in its form (startup widgets: adminTitle and title alone), in the server's order.
 */
export function editableFields(model: AdminModel): AdminField[] {
  return model.fields.filter((field) => field.writable && !field.readOnly && field.inForm);
}

/** Where a row came from: shown after what the server filled in. */
const ROW_FACTS = ['id', 'createdAt', 'updatedAt'];

/**
 * Fields the form shows and never edits: what the server sets or fills (an order's number, an
 * upload's mime type, size and dimensions), then the row's id and times.
 */
export function readOnlyFields(model: AdminModel): AdminField[] {
  const shown = model.fields.filter((field) => field.readOnly);
  return [...shown.filter((field) => !ROW_FACTS.includes(field.name)), ...shown.filter((field) => ROW_FACTS.includes(field.name))];
}

const CARD_SKIPPED = new Set(['variant', 'className', 'slug', 'orderIndex']);

/**
 * The key fields a row card shows under its title: references, enums, short values; long
 * texts (rich text, json) and the display field itself are left to the Edit dialog.
 */
export function cardFields(model: AdminModel, limit = 4): AdminField[] {
  const display = displayFieldOf(model)?.name;
  return model.fields
    .filter((field) => field.writable && field.name !== display && !CARD_SKIPPED.has(field.name) && !field.richText && field.type !== 'json')
    .slice(0, limit);
}

/** A row of a publishable model (products, pages, articles) that is not published: visitors do not see it. */
export const isDraft = (model: AdminModel, row: Record<string, unknown>) => model.fields.some((field) => field.name === 'publishedAt') && row.publishedAt == null;

/**
 * The other side of a relation row seen from its parent: the reference that is not the
 * parent's foreign key (`layoutId` in a page's pagesToLayouts); none when the row links to
 * something that is not an entity (a host widget's external widget).
 */
export function otherSideOf(relation: AdminModel, foreignKey: string): AdminField | undefined {
  return relation.fields.find((field) => field.type === 'ref' && field.name !== foreignKey);
}

export interface ModuleGroup {
  module: string;
  models: AdminModel[];
}

/** Models grouped by module, modules and models in alphabetical order (the admin's left panel). */
export function groupByModule(models: readonly AdminModel[]): ModuleGroup[] {
  const groups = new Map<string, AdminModel[]>();
  for (const model of [...models].sort((a, b) => a.label.localeCompare(b.label))) {
    groups.set(model.module, [...(groups.get(model.module) ?? []), model]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([module, list]) => ({ module, models: list }));
}

/** A model's name without its module's words: 'Ecommerce products to attributes' → 'Products to attributes'. */
export function shortLabel(model: AdminModel): string {
  const moduleWords = model.module.split('-').join(' ');
  const label = model.label.toLowerCase().startsWith(`${moduleWords} `) ? model.label.slice(moduleWords.length + 1) : model.label;
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** 'website-builder' → 'Website builder'. */
export function moduleLabel(module: string): string {
  const words = module.split('-').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** 'openGraphTitle' → 'Open graph title', 'productId' → 'Product'. */
export function fieldLabel(field: Pick<AdminField, 'name' | 'type'>): string {
  const name = field.type === 'ref' ? field.name.replace(/Id$/, '') : field.name;
  const words = name.replace(/([a-z\d])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
