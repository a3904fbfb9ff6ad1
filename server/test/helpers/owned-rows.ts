import type { ModelDefinition } from '../../src/core/model/define-model.js';
import { createSample, sampleValue } from './catalogue-samples.js';
import type { TestServer } from './test-server.js';

/** A value for every private field of the model (an email, a wallet address): rows that hold what only some may read. */
export const privateValues = (model: ModelDefinition): Record<string, unknown> =>
  Object.fromEntries(Object.entries(model.fields).filter(([, field]) => field.private && !field.hidden).map(([name, field]) => [name, sampleValue(model, name, field)]));

/**
 * Rows of owner-read entities belonging to a subject, made through the API as the server by
 * each declaration's owner rule: a subject field set to it, a link row from it, or an owned
 * parent. A reference to another owner-read entity points to the same subject's row of it (an
 * order's payment intent is its own invoice's), and every private field holds a value.
 */
export class OwnedRows {
  private readonly made = new Map<string, Promise<{ id: string }>>();

  constructor(private readonly server: TestServer) {}

  /** A row of `model` owned by `subjectId`: made once per model and subject, unless `given` values make it another. */
  of(model: ModelDefinition, subjectId: string, given: Record<string, unknown> = {}): Promise<{ id: string }> {
    if (Object.keys(given).length) return this.make(model, subjectId, given);
    const key = `${model.name} ${subjectId}`;
    let row = this.made.get(key);
    if (!row) this.made.set(key, (row = this.make(model, subjectId, given)));
    return row;
  }

  private async make(model: ModelDefinition, subjectId: string, given: Record<string, unknown>): Promise<{ id: string }> {
    const rule = model.owner;
    if (!rule) throw new Error(`${model.name} has no owner rule`);
    if ('field' in rule && rule.field === 'id') return { id: subjectId };
    const data: Record<string, unknown> = { ...privateValues(model), ...given };
    if ('field' in rule) data[rule.field] = subjectId;
    for (const [name, field] of Object.entries(model.fields)) {
      const target = field.kind === 'ref' && !field.hidden ? field.target!() : undefined;
      if (target?.owner && !(name in data)) data[name] = (await this.of(target, subjectId)).id;
    }
    const row = await createSample(this.server, model, data);
    if ('link' in rule) await createSample(this.server, rule.link(), { [rule.subject]: subjectId, [rule.key]: row.id });
    return row;
  }
}
