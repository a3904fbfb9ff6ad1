import { getArgumentValues, getNamedType, isObjectType, type FieldNode, type GraphQLObjectType, type GraphQLResolveInfo } from 'graphql';
// The executor's own field collection: fragments, inline fragments, aliases, @include and
// @skip are seen exactly as execution will see them (graphql is pinned; the typecheck
// follows its signature).
import { collectSubfields } from 'graphql/execution/collectFields.js';
import type { Actor } from '../access/actor.js';
import { nestedKey, type NestedRead, type Relation } from '../crud/nested-rows.js';
import { checkPage } from '../model/query.js';

/**
 * What a nested relation field tells the look-ahead, in its GraphQL extensions: the relation,
 * and whether an actor may read all of it (then it can be read with its parent rows; a
 * relation needing a condition, or none, is left to its resolver).
 */
export interface NestedField {
  relation: Relation;
  readableByAll(actor: Actor): boolean;
}
export const NESTED_FIELD = 'nestedRelation';

/** What a selection under rows of `type` reads: its nested relations (a list's page as its arguments say), and the fields it names. */
function selection(info: GraphQLResolveInfo, actor: Actor, type: GraphQLObjectType, nodes: readonly FieldNode[]): { reads: NestedRead[]; fields: string[] } {
  const reads: NestedRead[] = [];
  const names = new Set<string>();
  const fields = type.getFields();
  for (const [responseKey, group] of collectSubfields(info.schema, info.fragments, info.variableValues, type, nodes)) {
    // One response key is one field, except where selections of different parents were put
    // together (`page` asked for under two aliases): then each field name is its own read.
    for (const name of new Set(group.map((node) => node.name.value))) {
      names.add(name);
      const field = fields[name];
      const nested = field?.extensions[NESTED_FIELD] as NestedField | undefined;
      const target = field && getNamedType(field.type);
      if (!nested?.readableByAll(actor) || !isObjectType(target)) continue;
      const nodes = group.filter((node) => node.name.value === name);
      const own = selection(info, actor, target, nodes);
      const read: NestedRead = { key: nestedKey(responseKey, name), relation: nested.relation, nested: own.reads, fields: own.fields };
      // One response key is one set of arguments (validation sees to it).
      if (nested.relation.kind !== 'ref') {
        const { limit, offset } = getArgumentValues(field, nodes[0], info.variableValues);
        read.page = checkPage(limit, offset, responseKey);
      }
      reads.push(read);
    }
  }
  // Sorted: the same fields asked in another order are the same statement.
  return { reads, fields: [...names].sort() };
}

/**
 * The nested relations the field being resolved selects under its rows, recursively, that
 * this actor may read whole; `path` leads to the rows from the field's own type (`page` of a
 * page match), every alias of it together.
 */
export function selectedRelations(info: GraphQLResolveInfo, actor: Actor, ...path: string[]): NestedRead[] {
  let type = getNamedType(info.returnType);
  let nodes: readonly FieldNode[] = info.fieldNodes;
  for (const name of path) {
    if (!isObjectType(type)) return [];
    const collected = collectSubfields(info.schema, info.fragments, info.variableValues, type, nodes);
    nodes = [...collected.values()].flat().filter((node) => node.name.value === name);
    type = getNamedType(type.getFields()[name]?.type);
  }
  return isObjectType(type) && nodes.length ? selection(info, actor, type, nodes).reads : [];
}
