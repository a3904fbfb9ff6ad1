import { Field, ID, InputType, InterfaceType, ObjectType } from 'type-graphql';
import { inputFields, interfaceFields, outputFields, type ModelDefinition, type ModelInterface } from '../model/define-model.js';
import { FIELD_KINDS, isNullable, mustGive, type GraphQLTypeRef } from '../model/field-kinds.js';
import type { FieldDefinition } from '../model/fields.js';
import { UploadOrStringScalar } from './upload-scalar.js';

export interface ModelTypes {
  object: Function;
  create: Function;
  update: Function;
  bulkCreateItem: Function;
  bulkUpdateItem: Function;
}

/** A class with a given name: TypeGraphQL types are classes, these ones made from declarations. */
const namedClass = (name: string): Function => ({ [name]: class {} })[name];

function scalarType(field: FieldDefinition, input: boolean): GraphQLTypeRef {
  // A file is read back as where it is kept (a string); it is written as an upload or a string.
  if (field.file && input) return () => UploadOrStringScalar;
  const types = FIELD_KINDS[field.kind].graphql;
  return input ? types.input : types.output;
}

function describe(field: FieldDefinition) {
  const parts = [field.description, field.values ? `One of: ${field.values.join(', ')}.` : undefined];
  return parts.filter(Boolean).join(' ') || undefined;
}

/** The output fields of a type (an entity's, an interface's), on its class. */
function declareOutputFields(type: Function, fields: [string, FieldDefinition][]) {
  for (const [name, field] of fields) {
    // A plain column: read straight off the row, without TypeGraphQL's per-field wrapper.
    Field(scalarType(field, false), { nullable: isNullable(field), description: describe(field), simple: true })(type.prototype, name);
  }
}

/**
 * The GraphQL interface of a shared field set, made once per process (TypeGraphQL keeps its
 * metadata globally). No field returns an interface: it is there for fragments on it, and the
 * object types implementing it declare the same fields, from the same definitions.
 */
const interfaceTypes = new Map<ModelInterface, Function>();

function interfaceTypeOf(definition: ModelInterface): Function {
  let type = interfaceTypes.get(definition);
  if (!type) {
    type = namedClass(definition.name);
    declareOutputFields(type, outputFields({ fields: interfaceFields(definition) }));
    InterfaceType(definition.name, { description: definition.description })(type);
    interfaceTypes.set(definition, type);
  }
  return type;
}

/** The GraphQL object type and inputs of one declaration. */
export function buildModelTypes(model: ModelDefinition): ModelTypes {
  const object = namedClass(model.name);
  declareOutputFields(object, outputFields(model));
  Field(() => String, {
    nullable: true,
    simple: true,
    description: 'Where the row stands in the list that answered it: pass it as after or before for the next or previous page.',
  })(object.prototype, 'cursor');
  ObjectType(model.name, { description: model.description, implements: model.interfaces.map(interfaceTypeOf) })(object);

  const create = namedClass(`${model.name}CreateInput`);
  const update = namedClass(`${model.name}UpdateInput`);
  for (const [name, field] of inputFields(model)) {
    // Required fields are checked by the server's own validation (BAD_USER_INPUT naming the
    // field, the same answer as REST), so the input types leave them nullable and say so.
    const description = [mustGive(field) ? 'Required.' : undefined, describe(field)].filter(Boolean).join(' ') || undefined;
    Field(scalarType(field, true), { nullable: true, description })(create.prototype, name);
    Field(scalarType(field, true), { nullable: true, description: describe(field) })(update.prototype, name);
  }
  InputType(`${model.name}CreateInput`)(create);
  InputType(`${model.name}UpdateInput`)(update);

  const bulkCreateItem = namedClass(`${model.name}BulkCreateItem`);
  Field(() => create, {})(bulkCreateItem.prototype, 'data');
  InputType(`${model.name}BulkCreateItem`)(bulkCreateItem);

  const bulkUpdateItem = namedClass(`${model.name}BulkUpdateItem`);
  Field(() => ID)(bulkUpdateItem.prototype, 'id');
  Field(() => update)(bulkUpdateItem.prototype, 'data');
  InputType(`${model.name}BulkUpdateItem`)(bulkUpdateItem);

  return { object, create, update, bulkCreateItem, bulkUpdateItem };
}
