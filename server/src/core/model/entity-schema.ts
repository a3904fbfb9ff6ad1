import { randomUUID } from 'node:crypto';
import { EntitySchema, type EntityCtor, type EntitySchemaMetadata, type EntitySchemaProperty, type SchemaTable } from '@mikro-orm/core';
import type { ModelDefinition } from './define-model.js';
import { FIELD_KINDS, isNullable } from './field-kinds.js';
import type { FieldDefinition } from './fields.js';
import { modelIndexes, type ModelIndex } from './indexes.js';
import type { Row } from './row.js';
import { columnName } from './tables.js';

// Every column is named by `columnName`, which SQL written by hand names it by too (tableOf).
const property = (name: string, field: FieldDefinition): EntitySchemaProperty<Row, Row> => ({ ...mapping(name, field), fieldName: columnName(name) });

function mapping(name: string, field: FieldDefinition): EntitySchemaProperty<Row, Row> {
  if (name === 'id') return { type: 'uuid', primary: true, onCreate: () => randomUUID() };
  // Milliseconds, like every datetime column (see FIELD_KINDS.datetime).
  if (name === 'createdAt') return { type: 'datetime', length: 3, onCreate: () => new Date() };
  if (name === 'updatedAt') return { type: 'datetime', length: 3, onCreate: () => new Date(), onUpdate: () => new Date() };
  // Indexes are the entity's (see indexes.ts), not its columns'.
  return FIELD_KINDS[field.kind].column(field, { nullable: isNullable(field), unique: field.unique || undefined }, entitySchema);
}

/** Options left undefined must be absent: MikroORM would write `default undefined` into SQL. */
const defined = <T extends object>(options: T): T =>
  Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) as T;

/**
 * An index as MikroORM declares it. A trigram index (`ilike '%term%'`) is an expression: the
 * column, or one language of a per-language map (`title.en`: `title ->> 'en'`), with the
 * pg_trgm operator class; MikroORM names it from the path like any other index. A partial
 * index is an expression too (MikroORM declares no `where` otherwise), and so is a covering
 * one (nor `include`): MikroORM then compares it by name alone, so its name lists the
 * covered columns too.
 */
function indexOptions(index: ModelIndex) {
  if ('where' in index) {
    return {
      properties: index.properties,
      expression: (columns: Record<string, string>, table: SchemaTable, name: string) =>
        `create ${index.unique ? 'unique ' : ''}index "${name}" on "${table.name}" (${index.properties.map((property) => `"${columns[property]}"`).join(', ')}) where ${index.where}`,
    };
  }
  if ('include' in index && index.include?.length) {
    const { properties, include } = index;
    const list = (columns: Record<string, string>, names: string[]) => names.map((property) => `"${columns[property]}"`).join(', ');
    return {
      // Named after every column it holds: covering more columns is another index.
      properties: [...properties, ...include],
      expression: (columns: Record<string, string>, table: SchemaTable, name: string) =>
        `create index "${name}" on "${table.name}" (${list(columns, properties)}) include (${list(columns, include)})`,
    };
  }
  if ('properties' in index) return { properties: index.properties };
  const [property, language] = index.trigram.split('.');
  return {
    properties: [index.trigram],
    expression: (columns: Record<string, string>, table: SchemaTable, name: string) => {
      const column = `"${columns[property]}"`;
      const indexed = language ? `(${column} ->> '${language}')` : column;
      return `create index "${name}" on "${table.name}" using gin (${indexed} gin_trgm_ops)`;
    },
  };
}

const isUnique = (index: ModelIndex) => 'where' in index && Boolean(index.unique);

const schemas = new WeakMap<ModelDefinition, EntitySchema<Row>>();

/**
 * The MikroORM mapping of a declaration: one table, one column per field, its indexes. One
 * object per declaration, shared by every ORM and every reference to it: MikroORM knows an
 * entity by this object (it takes no entity names), so a second mapping would be another entity.
 */
export function entitySchema(model: ModelDefinition): EntitySchema<Row> {
  let schema = schemas.get(model);
  if (!schema) {
    schema = mapEntity(model);
    schemas.set(model, schema);
  }
  return schema;
}

function mapEntity(model: ModelDefinition) {
  return new EntitySchema<Row, never, EntityCtor<Row>>({
    name: model.name,
    tableName: model.table,
    // A unique partial index is declared among the uniques: MikroORM names it `…_unique`.
    indexes: modelIndexes(model).filter((index) => !isUnique(index)).map(indexOptions),
    uniques: modelIndexes(model).filter(isUnique).map(indexOptions),
    properties: Object.fromEntries(
      Object.entries(model.fields).map(([name, field]) => [name, defined(property(name, field))]),
    ) as EntitySchemaMetadata<Row>['properties'],
  });
}
