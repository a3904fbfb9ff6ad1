import { randomUUID } from 'node:crypto';
import { EntitySchema, type EntitySchemaMetadata, type EntitySchemaProperty } from '@mikro-orm/core';
import type { ModelDefinition } from './define-model.js';
import { FIELD_KINDS, isNullable } from './field-kinds.js';
import type { FieldDefinition } from './fields.js';
import { snake } from './naming.js';
import type { Row } from './row.js';

function property(name: string, field: FieldDefinition): EntitySchemaProperty<Row, Row> {
  if (name === 'id') return { type: 'uuid', primary: true, onCreate: () => randomUUID() };
  if (name === 'createdAt') return { type: 'datetime', onCreate: () => new Date(), index: true };
  if (name === 'updatedAt') return { type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() };
  const column = FIELD_KINDS[field.kind].column(field, { nullable: isNullable(field), unique: field.unique || undefined, index: field.index || undefined });
  // A reference's column is named after the field (`page_id`); the others follow MikroORM's naming.
  return field.kind === 'ref' ? { ...column, fieldName: snake(name) } : column;
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
    ) as EntitySchemaMetadata<Row>['properties'],
  });
}
