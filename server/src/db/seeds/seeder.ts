import type { EntityManager } from '@mikro-orm/postgresql';
import { CrudService } from '../../core/crud/crud-service.js';
import type { ModelDefinition } from '../../core/model/define-model.js';
import type { Row } from '../../core/model/row.js';

/**
 * Writes seed data through the same services (and validation) as the API, acting as the
 * server. `link` makes relation rows in the order given; `publish` publishes a draft (a
 * product once it has its prices).
 */
export function seeder(em: EntityManager) {
  const context = { em, actor: { kind: 'server' as const } };
  const create = <M extends ModelDefinition>(model: M, data: Record<string, unknown>) => new CrudService(context, model).create(data);
  return {
    create,
    publish: <M extends ModelDefinition>(model: M, row: Row) => new CrudService(context, model).update(row.id, { publishedAt: new Date() }),
    async link(relation: ModelDefinition, parent: Row, children: Row[], extra: Record<string, unknown> = {}) {
      const [parentKey, childKey] = Object.entries(relation.fields)
        .filter(([, field]) => field.kind === 'ref')
        .map(([name]) => name);
      for (const [orderIndex, child] of children.entries()) {
        await create(relation, { [parentKey]: parent.id, [childKey]: child.id, orderIndex, ...extra });
      }
    },
  };
}
