import { randomUUID } from 'node:crypto';
import { EntitySchema, type EntitySchemaProperty } from '@mikro-orm/core';
import type { ModelDefinition } from './define-model.js';
import type { FieldDefinition } from './fields.js';
import { snake } from './naming.js';

/** A row of any entity, as MikroORM hands it over: flat, references as their ids. */
export type Row = Record<string, unknown> & { id: string };

const columnTypes: Record<Exclude<FieldDefinition['kind'], 'ref' | 'enum'>, string> = {
  uuid: 'uuid',
  text: 'text',
  localized: 'json',
  int: 'integer',
  decimal: 'decimal',
  boolean: 'boolean',
  datetime: 'datetime',
  date: 'date',
  json: 'json',
};

function property(name: string, field: FieldDefinition): EntitySchemaProperty<Row, Row> {
  // A field with a default is never empty: its column says so.
  const nullable = !field.required && field.default === undefined;
  if (field.kind === 'ref') {
    // The reference is kept as its id (`pageId`): the API reads and writes ids, and nested
    // objects are loaded in batches by the GraphQL loaders, never lazily one by one.
    return {
      kind: 'm:1',
      entity: () => field.target!().name,
      mapToPk: true,
      fieldName: snake(name),
      nullable,
      deleteRule: 'cascade',
      updateRule: 'cascade',
      index: true,
    } as EntitySchemaProperty<Row, Row>;
  }
  const base = { nullable, unique: field.unique || undefined, index: field.index || undefined } as const;
  if (name === 'id') return { type: 'uuid', primary: true, onCreate: () => randomUUID() };
  if (name === 'createdAt') return { type: 'datetime', onCreate: () => new Date(), index: true };
  if (name === 'updatedAt') return { type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() };
  if (field.kind === 'enum') {
    return { ...base, enum: true, items: () => [...field.values!], default: field.default as string } as EntitySchemaProperty<Row, Row>;
  }
  if (field.kind === 'decimal') return { ...base, type: 'decimal', columnType: 'numeric' };
  if (field.kind === 'localized' || field.kind === 'json') {
    return { ...base, type: 'json', defaultRaw: field.default !== undefined ? `'${JSON.stringify(field.default)}'` : undefined };
  }
  const constant = typeof field.default === 'string' || typeof field.default === 'number' || typeof field.default === 'boolean';
  return { ...base, type: columnTypes[field.kind], default: constant ? (field.default as string) : undefined };
}

/** Options left undefined must be absent: MikroORM would write `default undefined` into SQL. */
const defined = <T extends object>(options: T): T =>
  Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) as T;

/** The MikroORM mapping of a declaration: one table, one column per field. */
export function entitySchema(model: ModelDefinition): EntitySchema<Row> {
  return new EntitySchema<Row>({
    name: model.name,
    tableName: model.table,
    properties: Object.fromEntries(
      Object.entries(model.fields).map(([name, field]) => [name, defined(property(name, field))]),
    ) as never,
  });
}
