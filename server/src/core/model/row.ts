import type { Language } from '../languages.js';
import type { ModelDefinition } from './define-model.js';
import type { FieldDefinition } from './fields.js';

/** A row of any entity, as MikroORM hands it over: flat, references as their ids. */
export type Row = Record<string, unknown> & { id: string };

/** What a value of each kind of field is in a row (MikroORM's mapping of its column). */
interface KindValues {
  uuid: string;
  ref: string;
  text: string;
  localized: Partial<Record<Language, string>>;
  int: number;
  decimal: string;
  boolean: boolean;
  datetime: Date;
  date: string;
  enum: string;
  json: unknown;
}

type ValueOf<F extends FieldDefinition> = F extends { kind: 'enum'; values: readonly (infer V)[] } ? V : KindValues[F['kind']];

/** Never empty in a row: required or defaulted, and not emptied by a delete (the column is NOT NULL; see `isNullable`). */
type NeverEmpty<F> = F extends { onDelete: 'set null' }
  ? false
  : F extends { required: true } ? true : F extends { default: infer D } ? (D extends undefined ? false : true) : false;

export type FieldValue<F extends FieldDefinition> = NeverEmpty<F> extends true ? ValueOf<F> : ValueOf<F> | null;

/**
 * A row of one entity, its type read from the declaration: `RowOf<typeof EcommerceOrder>`
 * has `status: 'new' | 'paying' | ...`, `comment: string | null`. Generic code keeps reading
 * it as a `Row` by field name.
 */
export type RowOf<M extends ModelDefinition> = Row & { [K in keyof M['fields']]: FieldValue<M['fields'][K]> };

