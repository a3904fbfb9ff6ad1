import { randomUUID } from 'node:crypto';
import slugify from 'slugify';

const MAX_NAME_LENGTH = 80;
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const GENERATED_KEY = new RegExp(`^\\d{4}/\\d{2}/${UUID}-[a-z0-9-]+(\\.[a-z0-9]+)?$`);

/**
 * The readable part of a client's file name: its last path segment (so `../../etc/passwd`
 * is `passwd`), without its extension (the detected one replaces it), its words
 * transliterated to lower-case ascii and joined by hyphens; `file` when nothing is left.
 */
export function sanitizeFileName(filename: string): string {
  const lastSegment = filename.split(/[/\\]/).pop() ?? '';
  const stem = lastSegment.replace(/\.[^.]*$/, '');
  // Punctuation separates words (slugify would glue `a.b` or spell `>` out as `greater`).
  const words = stem.replace(/[^\p{L}\p{N}]+/gu, ' ');
  const slug = slugify(words, { lower: true, strict: true }).slice(0, MAX_NAME_LENGTH).replace(/-+$/, '');
  return slug || 'file';
}

/**
 * A new key for an upload: `yyyy/mm/<uuid>-<name>.<ext>`. Unique (so objects are never
 * overwritten and can be cached for good), a safe relative path on every provider, and
 * recognisable as ours by `isGeneratedKey`.
 */
export function newStorageKey(filename: string, extension: string | null, now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  const suffix = extension ? `.${extension}` : '';
  return `${now.getUTCFullYear()}/${month}/${randomUUID()}-${sanitizeFileName(filename)}${suffix}`;
}

/** Whether a key has the shape `newStorageKey` makes (and nothing else: no `..`, no slash at either end). */
export const isGeneratedKey = (key: string) => GENERATED_KEY.test(key);
