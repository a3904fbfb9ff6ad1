import { badInput } from '../errors.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** An id given by a client, checked before it reaches SQL and brought to lower case. */
export function checkId(id: unknown, path = 'id'): string {
  if (id === undefined || id === null || id === '') throw badInput('id is required', path);
  if (!isUuid(id)) throw badInput(`${path}: expected a uuid, got '${String(id).slice(0, 60)}'`, path);
  return id.toLowerCase();
}
