import { outputRow, type ModelDefinition } from '../model/define-model.js';
import type { Row } from '../model/row.js';

/** A row as the REST API answers it: every readable field, nothing hidden. */
export function serialize(model: ModelDefinition, row: Row | null): Record<string, unknown> | null {
  return row ? outputRow(model, row) : null;
}

export const serializeAll = (model: ModelDefinition, rows: Row[]) => rows.map((row) => serialize(model, row));

/** A list's rows, each with its cursor (for `after` and `before`). */
export const serializeList = (model: ModelDefinition, rows: Row[]) => rows.map((row) => ({ ...outputRow(model, row), cursor: row.cursor ?? null }));
