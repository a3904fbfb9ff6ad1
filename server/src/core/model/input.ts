import { randomBytes } from 'node:crypto';
import { badInput } from '../errors.js';
import { fileNameOf } from '../files/file-values.js';
import { fieldOf, type ModelDefinition } from './define-model.js';
import { coerceValue, describe } from './field-kinds.js';
import type { FieldDefinition } from './fields.js';
import { generateAdminTitle, generateSku, generateSlug } from './generate.js';

/** Fields a client may send and the server silently ignores: read-only echoes of a row. */
const IGNORED = new Set(['id', 'createdAt', 'updatedAt']);

/** How far ahead of the server's clock a `notLater` time may be: a browser's clock may run ahead. */
const CLOCK_LEEWAY_MS = 60_000;

/**
 * The data of a create or update, checked field by field: unknown fields, wrong types,
 * variants outside the allowed list, patterns. On create, defaults and generated values are
 * filled in and required fields checked.
 */
export function normalizeInput(
  model: ModelDefinition,
  data: unknown,
  mode: 'create' | 'update',
  path = 'data',
): Record<string, unknown> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw badInput(`${path}: expected an object, got ${describe(data)}`, path);
  }
  const result: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(data)) {
    if (IGNORED.has(name) || value === undefined) continue;
    const field = fieldOf(model, name);
    if (!field || field.readOnly || field.hidden) {
      throw badInput(`${path}.${name}: unknown field of ${model.name}`, `${path}.${name}`);
    }
    const coerced = coerceValue(field, value, `${path}.${name}`);
    if (coerced === null && field.required && (mode === 'update' || field.default === undefined)) {
      throw badInput(`${path}.${name}: is required`, `${path}.${name}`);
    }
    if (typeof coerced === 'string' && field.pattern && !field.pattern.regex.test(coerced)) {
      throw badInput(`${path}.${name}: ${field.pattern.message}`, `${path}.${name}`);
    }
    const problem = typeof coerced === 'string' ? field.check?.(coerced) : undefined;
    if (problem) throw badInput(`${path}.${name}: ${problem}`, `${path}.${name}`);
    if (field.notLater && coerced instanceof Date && coerced.getTime() > Date.now() + CLOCK_LEEWAY_MS) {
      throw badInput(`${path}.${name}: must not be later than now (${new Date().toISOString()}): publishing is not scheduled`, `${path}.${name}`);
    }
    result[name] = coerced;
  }
  if (result.variant != null && !model.variants.includes(result.variant as string)) {
    throw badInput(`${path}.variant: '${result.variant}' is not a variant of ${model.name} (allowed: ${model.variants.join(', ')})`, `${path}.variant`);
  }
  if (mode === 'create') fillOnCreate(model, result, path);
  return result;
}

function fillOnCreate(model: ModelDefinition, data: Record<string, unknown>, path: string) {
  // A file without a title is named as it was sent (`upload-test.png`), not with random words.
  const title = titleOf(data) ?? fileNameOf(model, data);
  for (const [name, field] of Object.entries(model.fields)) {
    if (field.readOnly) continue;
    if (data[name] == null && field.generated) {
      data[name] = generate(field.generated, title ?? (data.adminTitle as string | undefined));
    }
    if (data[name] == null && field.default !== undefined) data[name] = structuredClone(field.default);
    if (data[name] == null && field.required) throw badInput(`${path}.${name}: is required`, `${path}.${name}`);
  }
}

function generate(kind: NonNullable<FieldDefinition['generated']>, title: string | undefined): string {
  switch (kind) {
    case 'slug':
      return generateSlug(title);
    case 'sku':
      return generateSku();
    case 'secret':
      return randomBytes(32).toString('hex');
    case 'adminTitle':
      return generateAdminTitle(title);
  }
}

/** The text a generated slug or admin title is made from. */
function titleOf(data: Record<string, unknown>): string | undefined {
  const title = data.title;
  if (typeof title === 'string') return title;
  if (title && typeof title === 'object') {
    const texts = Object.values(title as Record<string, string | null>).filter(Boolean) as string[];
    return texts[0];
  }
  return typeof data.adminTitle === 'string' ? data.adminTitle : undefined;
}
