import {
  CheckConstraintViolationException,
  ForeignKeyConstraintViolationException,
  NotNullConstraintViolationException,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';
import { badInput, conflict } from '../errors.js';
import type { ModelDefinition } from '../model/define-model.js';
import { columnName } from '../model/tables.js';

/** The field a constraint (`{table}_{column}_unique`) or a column is about. */
function fieldOf(model: ModelDefinition, error: { constraint?: string; column?: string }) {
  const names = Object.keys(model.fields);
  if (error.column) return names.find((name) => columnName(name) === error.column);
  const constraint = error.constraint ?? '';
  return names
    .filter((name) => constraint.startsWith(`${model.table}_${columnName(name)}_`))
    .sort((a, b) => b.length - a.length)[0];
}

/**
 * Database refusals a client caused, as the errors the API documents: a unique value taken
 * is a 409 naming the field, a reference to nothing a 400 naming it. Anything else is ours.
 */
export function mapDatabaseError(model: ModelDefinition, error: unknown, path = 'data'): unknown {
  const details = error as { constraint?: string; column?: string; detail?: string };
  const field = fieldOf(model, details);
  const at = field ? `${path}.${field}` : path;
  if (error instanceof UniqueConstraintViolationException) {
    return conflict(`${at}: a ${model.name} with this ${field ?? 'value'} already exists`, at);
  }
  if (error instanceof ForeignKeyConstraintViolationException) {
    return badInput(`${at}: refers to a record that does not exist`, at);
  }
  if (error instanceof NotNullConstraintViolationException) return badInput(`${at}: is required`, at);
  if (error instanceof CheckConstraintViolationException) return badInput(`${at}: value not allowed`, at);
  return error;
}
