import { randomUUID } from 'node:crypto';
import type { ModelDefinition } from '../../src/core/model/define-model.js';
import { mustGive } from '../../src/core/model/field-kinds.js';
import type { FieldDefinition } from '../../src/core/model/fields.js';
import { catalogue } from '../../src/modules/index.js';
import type { TestServer } from './test-server.js';

const unique = () => randomUUID().slice(0, 8);

/** A valid value of a field for a create. */
export function sampleValue(model: ModelDefinition, name: string, field: FieldDefinition): unknown {
  if (model.name === 'HostPage' && name === 'url') return `/page-${unique()}`;
  switch (field.kind) {
    case 'uuid':
      return randomUUID();
    case 'localized':
      return { en: `${name} ${unique()}`, ru: `${name} ру` };
    case 'int':
      return 1;
    case 'decimal':
      return '19.99';
    case 'boolean':
      return true;
    case 'datetime':
      return '2024-05-06T07:08:09.000Z';
    case 'date':
      return '2024-05-06';
    case 'enum':
      return field.values![0];
    case 'json':
      return { sample: true };
    default:
      return `${name}-${unique()}`;
  }
}

/**
 * The smallest valid create data of an entity: its required fields, and the rows its
 * references point to, created first through the API; `given` values are taken as they are
 * (no row is made for a reference given).
 */
export async function sampleCreateData(server: TestServer, model: ModelDefinition, given: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const data: Record<string, unknown> = { ...given };
  for (const [name, field] of Object.entries(model.fields)) {
    const needed = mustGive(field);
    if (name in given || field.readOnly || field.hidden || field.generated || !(needed || field.unique)) continue;
    data[name] = field.kind === 'ref' ? (await createSample(server, field.target!())).id : sampleValue(model, name, field);
  }
  return data;
}

export async function createSample(server: TestServer, model: ModelDefinition, given: Record<string, unknown> = {}): Promise<{ id: string }> {
  const data = await sampleCreateData(server, model, given);
  const { data: result, errors } = await server.graphql<Record<string, { id: string }>>(
    `mutation($data: ${model.name}CreateInput!) { result: ${model.operations.create}(data: $data) { id } }`,
    { data },
    server.asServer,
  );
  if (errors) throw new Error(`${model.name}: ${JSON.stringify(errors)}`);
  return result!.result;
}

export const model = (name: string) => {
  const found = catalogue.modelByName(name);
  if (!found) throw new Error(`no model ${name}`);
  return found;
};
