import { badInput } from './errors.js';

/**
 * How deep a client's JSON may nest: objects and lists inside each other, counted from the top
 * of the request's JSON body (JSON sent apart from it counts as if inside it, see
 * `parseJsonInput`). Real input nests a few levels; thousands of levels overflow the stack of
 * whatever walks the value next (serialising it for PostgreSQL, copying it, hashing it), a
 * fault of ours for input only a hostile client sends.
 */
export const MAX_JSON_DEPTH = 64;

/** How many keys from the top a refusal names: the field the deep value sits in (`data.payload`, `variables.filters`). */
const NAMED_KEYS = 2;

const child = (path: string, key: string, inList: boolean) => (inList ? `${path}[${key}]` : path ? `${path}.${key}` : key);

/**
 * Where `value` nests deeper than MAX_JSON_DEPTH levels (named down to its first two keys), or
 * undefined. Walked without recursion and stopped at the first value too deep, so that no
 * depth of input can overflow the check itself.
 */
function tooDeepAt(value: unknown): string | undefined {
  const pending: [unknown, number, string][] = [[value, 0, '']];
  while (pending.length) {
    const [item, depth, at] = pending.pop()!;
    if (depth === MAX_JSON_DEPTH) return at;
    const inList = Array.isArray(item);
    for (const key of Object.keys(item as object)) {
      const inner = (item as Record<string, unknown>)[key];
      if (inner && typeof inner === 'object') pending.push([inner, depth + 1, depth < NAMED_KEYS ? child(at, key, inList) : at]);
    }
  }
  return undefined;
}

/** A JSON body, or a 400 naming where it nests deeper than MAX_JSON_DEPTH levels. */
export function checkJsonDepth<T>(value: T): T {
  if (!value || typeof value !== 'object') return value;
  const at = tooDeepAt(value);
  if (at === undefined) return value;
  // A body nested at its very top (a list of lists) has no key to name: it is the body.
  const field = !at || at.startsWith('[') ? `body${at}` : at;
  throw badInput(`${field}: JSON nested deeper than ${MAX_JSON_DEPTH} levels`, field);
}

/**
 * A client's JSON text sent apart from the body (a multipart field, a query parameter), parsed
 * and bounded in depth as if it had come inside a JSON body under its `name`: the same value is
 * allowed the same depth, and refused naming the same field, however it was sent. `invalid()`
 * answers text that is no JSON.
 */
export function parseJsonInput(text: string, name: string, invalid: () => unknown): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return invalid();
  }
  checkJsonDepth({ [name]: value });
  return value;
}
