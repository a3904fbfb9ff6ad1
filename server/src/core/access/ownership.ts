import { raw } from '@mikro-orm/core';
import type { ModelDefinition, OwnerRule } from '../model/define-model.js';
import { tableOf } from '../model/tables.js';

/** A MikroORM condition on one entity's rows. */
export type Where = Record<string, unknown>;

interface Sql {
  sql: string;
  params: unknown[];
}

/**
 * The ids of a model's rows that belong to a subject, as SQL: the database follows the owner
 * rule (through links and parents) itself, however many rows a subject owns.
 */
function ownedIds(model: ModelDefinition, subjectId: string): Sql {
  const rule = ownerRule(model);
  const { table, column } = tableOf(model);
  if ('field' in rule) return { sql: `select ${column('id')} from ${table} where ${column(rule.field)} = ?`, params: [subjectId] };
  if ('link' in rule) {
    const link = tableOf(rule.link());
    return { sql: `select ${link.column(rule.key)} from ${link.table} where ${link.column(rule.subject)} = ?`, params: [subjectId] };
  }
  const parent = ownedIds(rule.model(), subjectId);
  return { sql: `select ${column('id')} from ${table} where ${column(rule.parent)} in (${parent.sql})`, params: parent.params };
}

function ownerRule(model: ModelDefinition): OwnerRule {
  if (!model.owner) throw new Error(`${model.name} has no owner rule`);
  return model.owner;
}

/**
 * The condition selecting the rows of an entity that belong to a subject, following the
 * declaration's owner rule; a model without one has no rows of a subject.
 */
export function ownedBy(model: ModelDefinition, subjectId: string): Where {
  const rule = model.owner;
  if (!rule) return { id: null };
  if ('field' in rule) return { [rule.field]: subjectId };
  if ('link' in rule) {
    const { sql, params } = ownedIds(model, subjectId);
    return { id: { $in: raw(sql, params) } };
  }
  const { sql, params } = ownedIds(rule.model(), subjectId);
  return { [rule.parent]: { $in: raw(sql, params) } };
}

/** Every one of these conditions (those that say nothing left out). */
export function allOf(...conditions: Where[]): Where {
  const present = conditions.filter((condition) => Object.keys(condition).length);
  return present.length === 0 ? {} : present.length === 1 ? present[0] : { $and: present };
}
