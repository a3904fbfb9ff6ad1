import { badInput } from './errors.js';

const NUL = '\u0000';

/**
 * Text from a client, checked before it goes near the database: PostgreSQL's text and jsonb
 * cannot hold the NUL character and fail the whole statement, so it is refused here as bad
 * input naming the field instead of ending as a server fault.
 */
export function checkText(text: string, path: string): string {
  if (text.includes(NUL)) throw badInput(`${path}: must not contain the NUL character (\\u0000)`, path);
  return text;
}

/** A value that must be a string (when given at all), checked like any text. */
export function checkStringText(value: unknown, path: string): string {
  if (typeof value !== 'string') throw badInput(`${path}: expected a string`, path);
  return checkText(value, path);
}

/** The same rule for every string inside a JSON value, keys included (walked without recursion: any depth). */
export function checkJsonText(value: unknown, path: string): unknown {
  const pending: [unknown, string][] = [[value, path]];
  while (pending.length) {
    const [item, at] = pending.pop()!;
    if (typeof item === 'string') checkText(item, at);
    else if (item && typeof item === 'object') {
      for (const [key, inner] of Object.entries(item)) {
        checkText(key, at);
        pending.push([inner, Array.isArray(item) ? `${at}[${key}]` : `${at}.${key}`]);
      }
    }
  }
  return value;
}
