import { gql, type TypedDocumentNode } from '@apollo/client';
import { LANGUAGES } from '../shared/i18n/language';
import { type AdminField, type AdminModel, displayFieldsOf, type ModelIndex, referenceObjectName } from './model-metadata';

// GraphQL documents built at run time from the model metadata: one list query (rows of a
// page and their count), one query of select options, one mutation per write. Names follow
// the server's mechanical naming (`{Type}CreateInput`, `{Type}UpdateInput`).

/** A row as the admin reads it: its fields by name. */
export type AdminRow = { id: string } & Record<string, unknown>;

export interface ListVariables {
  filters?: { and: { column: string; method: string; value?: unknown }[] };
  orderBy?: { column: string; method: 'asc' | 'desc' }[];
  limit: number;
  /** A page beside a row shown (its cursor), or the last page (see shared/graphql/cursor-pages.ts). */
  after?: string;
  before?: string;
  fromEnd?: boolean;
}

const LOCALIZED_SELECTION = `{ ${LANGUAGES.join(' ')} }`;

/** How a field is selected: per-language maps as their languages. */
function scalarSelection(field: Pick<AdminField, 'name' | 'localized'>): string {
  return field.localized ? `${field.name} ${LOCALIZED_SELECTION}` : field.name;
}

/** What names a row of `model`: its id and display fields. */
export function displaySelection(model: AdminModel): string {
  return ['id', ...displayFieldsOf(model).map(scalarSelection)].join(' ');
}

/**
 * Every field of `model`; a reference also as the row it points to, named by its display
 * fields (`layoutId layout { id adminTitle title }`), which the server batches per request.
 */
export function rowSelection(model: AdminModel, models: ModelIndex): string {
  const parts = model.fields.map((field) => {
    const target = field.type === 'ref' && field.relationTarget ? models.get(field.relationTarget) : undefined;
    if (!target) return scalarSelection(field);
    return `${field.name} ${referenceObjectName(field)} { ${displaySelection(target)} }`;
  });
  return parts.join(' ');
}

export const listDocument = (model: AdminModel, models: ModelIndex): TypedDocumentNode<{ rows: (AdminRow & { cursor: string })[]; total: number }, ListVariables> => gql`
  query AdminList${model.name}($filters: FiltersInput, $orderBy: [OrderByInput!], $limit: Int, $after: String, $before: String, $fromEnd: Boolean) {
    rows: ${model.listQuery}(filters: $filters, orderBy: $orderBy, limit: $limit, after: $after, before: $before, fromEnd: $fromEnd) { ${rowSelection(model, models)} cursor }
    total: ${model.countQuery}(filters: $filters)
  }
`;

export interface OptionsVariables {
  filters?: ListVariables['filters'];
  limit: number;
}

/** Rows of `model` as options of a select input: their ids and display fields. */
export const optionsDocument = (model: AdminModel): TypedDocumentNode<{ rows: AdminRow[] }, OptionsVariables> => gql`
  query AdminOptions${model.name}($filters: FiltersInput, $limit: Int) {
    rows: ${model.listQuery}(filters: $filters, limit: $limit, orderBy: [{ column: "createdAt", method: "asc" }]) { ${displaySelection(model)} }
  }
`;

export const createDocument = (model: AdminModel, models: ModelIndex): TypedDocumentNode<{ row: AdminRow }, { data: Record<string, unknown> }> => gql`
  mutation AdminCreate${model.name}($data: ${model.name}CreateInput!) {
    row: ${model.createMutation}(data: $data) { ${rowSelection(model, models)} }
  }
`;

export const updateDocument = (model: AdminModel, models: ModelIndex): TypedDocumentNode<{ row: AdminRow }, { id: string; data: Record<string, unknown> }> => gql`
  mutation AdminUpdate${model.name}($id: ID!, $data: ${model.name}UpdateInput!) {
    row: ${model.updateMutation}(id: $id, data: $data) { ${rowSelection(model, models)} }
  }
`;

export const deleteDocument = (model: AdminModel): TypedDocumentNode<{ row: { id: string } }, { id: string }> => gql`
  mutation AdminDelete${model.name}($id: ID!) {
    row: ${model.deleteMutation}(id: $id) { id }
  }
`;

/** The cached root fields a write to `model` makes stale: its lists and counts. */
export const listFieldsOf = (model: AdminModel) => [model.listQuery, model.countQuery];
