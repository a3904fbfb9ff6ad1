import { getArgumentValues, getNamedType, isObjectType, type FieldNode, type GraphQLObjectType, type GraphQLResolveInfo } from 'graphql';
// The executor's own field collection: fragments, inline fragments, aliases, @include and
// @skip are seen exactly as execution will see them (graphql is pinned; the typecheck
// follows its signature).
import { collectSubfields } from 'graphql/execution/collectFields.js';
import { nestedKey, type NestedRead, type Relation } from '../crud/nested-rows.js';
import { checkPage } from '../model/query.js';

/** What a nested relation field tells the look-ahead, in its GraphQL extensions: the relation. */
export interface NestedField {
  relation: Relation;
}
export const NESTED_FIELD = 'nestedRelation';

/**
 * What a selection under rows of `type` reads: its nested relations (each read with its rows,
 * under the visibility of its own model: see select-sql.ts), and the fields it names.
 */
function selection(info: GraphQLResolveInfo, type: GraphQLObjectType, nodes: readonly FieldNode[]): { reads: NestedRead[]; fields: string[] } {
  const reads: NestedRead[] = [];
  const names = new Set<string>();
  const fields = type.getFields();
  for (const [responseKey, group] of collectSubfields(info.schema, info.fragments, info.variableValues, type, nodes)) {
    // One response key is one field, except where selections of different parents were put
    // together (`page` asked for under two aliases): then each field name is its own read.
    for (const name of new Set(group.map((node) => node.name.value))) {
      names.add(name);
      const read = nestedRead(info, fields[name], responseKey, group.filter((node) => node.name.value === name));
      if (read) reads.push(read);
    }
  }
  // Sorted: the same fields asked in another order are the same statement.
  return { reads, fields: [...names].sort() };
}

/** The read of a nested relation field under `responseKey` (its `nodes`), or undefined for any other field. */
function nestedRead(info: GraphQLResolveInfo, field: ReturnType<GraphQLObjectType['getFields']>[string] | undefined, responseKey: string, nodes: readonly FieldNode[]) {
  const nested = field?.extensions[NESTED_FIELD] as NestedField | undefined;
  const target = field && getNamedType(field.type);
  if (!field || !nested || !isObjectType(target)) return undefined;
  const own = selection(info, target, nodes);
  const read: NestedRead = { key: nestedKey(responseKey, field.name), relation: nested.relation, nested: own.reads, fields: own.fields };
  // A list's page, as its arguments say (one response key is one set of arguments: validation sees to it).
  if (nested.relation.kind !== 'ref') {
    const { limit, offset } = getArgumentValues(field, nodes[0], info.variableValues);
    read.page = checkPage(limit, offset, responseKey);
  }
  return read;
}

/**
 * The nested relations the field being resolved selects under its rows, recursively; `path`
 * leads to the rows from the field's own type (`page` of a page match), every alias of it
 * together.
 */
export function selectedRelations(info: GraphQLResolveInfo, ...path: string[]): NestedRead[] {
  let type = getNamedType(info.returnType);
  let nodes: readonly FieldNode[] = info.fieldNodes;
  for (const name of path) {
    if (!isObjectType(type)) return [];
    const collected = collectSubfields(info.schema, info.fragments, info.variableValues, type, nodes);
    nodes = [...collected.values()].flat().filter((node) => node.name.value === name);
    type = getNamedType(type.getFields()[name]?.type);
  }
  return isObjectType(type) && nodes.length ? selection(info, type, nodes).reads : [];
}

/**
 * The read of the nested relation field being resolved, with what is asked under it: made once
 * per field of a request (its nodes and variables), however many rows it is resolved for.
 */
const fieldReads = new WeakMap<readonly FieldNode[], WeakMap<object, NestedRead>>();
export function fieldRead(info: GraphQLResolveInfo): NestedRead {
  let byVariables = fieldReads.get(info.fieldNodes);
  if (!byVariables) fieldReads.set(info.fieldNodes, (byVariables = new WeakMap()));
  let read = byVariables.get(info.variableValues);
  if (!read) {
    read = nestedRead(info, info.parentType.getFields()[info.fieldName], String(info.path.key), info.fieldNodes);
    if (!read) throw new Error(`${info.parentType.name}.${info.fieldName} is not a nested relation`);
    byVariables.set(info.variableValues, read);
  }
  return read;
}
