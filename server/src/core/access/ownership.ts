import type { EntityManager } from '@mikro-orm/postgresql';
import type { ModelDefinition } from '../model/define-model.js';
import type { Row } from '../model/entity-schema.js';

const MAX_OWNED = 10_000;

/**
 * The condition selecting the rows of an `owner`-read entity that belong to a subject,
 * following the declaration's owner rule (through links and parents, one query per step).
 */
export async function ownedBy(em: EntityManager, model: ModelDefinition, subjectId: string): Promise<Record<string, unknown>> {
  const rule = model.owner;
  if (!rule) return { id: null };
  if ('field' in rule) return { [rule.field]: subjectId };
  if ('link' in rule) {
    const link = rule.link();
    const subjectKey = Object.entries(link.fields).find(([, field]) => field.kind === 'ref' && field.target?.().name === 'RbacSubject')?.[0];
    const rows = await em.find<Row>(link.name, { [subjectKey!]: subjectId } as never, { fields: [rule.key] as never, limit: MAX_OWNED });
    return { id: { $in: rows.map((row) => row[rule.key]) } };
  }
  const parent = rule.model();
  const parents = await em.find<Row>(parent.name, (await ownedBy(em, parent, subjectId)) as never, { fields: ['id'] as never, limit: MAX_OWNED });
  return { [rule.parent]: { $in: parents.map((row) => row.id) } };
}
