import type { FieldValue } from './form-values';
import type { AdminField } from './model-metadata';

// A new row's adminTitle and slug are shown filled in (the spec: "both prefilled with generated
// values when new"), made as the server makes them when absent (server/src/core/model/generate.ts):
// from the title typed, else from two readable words, the slug with a random suffix
// (`Bright harbor`, `bright-harbor-k3x9q2`). Until staff change them they follow the title
// typed, as the server's would: `Red shirt`, `red-shirt-k3x9q2`.

const ADJECTIVES = ['bright', 'calm', 'clever', 'bold', 'gentle', 'swift', 'quiet', 'golden', 'silver', 'green', 'brave', 'fresh', 'lucky', 'sunny', 'wild', 'noble'];
const NOUNS = ['harbor', 'meadow', 'river', 'summit', 'forest', 'canyon', 'island', 'garden', 'valley', 'breeze', 'comet', 'harvest', 'lantern', 'orchard', 'prairie', 'willow'];
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** The fields filled in, by the names the server generates them under. */
export const PREFILLED_NAMES: ReadonlySet<string> = new Set(['adminTitle', 'slug']);

/** What one new row's values are made of: drawn once per form, so the slug keeps its suffix as it follows the title. */
export interface GeneratedSeed {
  words: string;
  suffix: string;
}

export function newSeed(): GeneratedSeed {
  const [adjective, noun, ...suffix] = crypto.getRandomValues(new Uint8Array(8));
  return {
    words: `${ADJECTIVES[adjective % ADJECTIVES.length]} ${NOUNS[noun % NOUNS.length]}`,
    suffix: suffix.map((byte) => ALPHABET[byte % ALPHABET.length]).join(''),
  };
}

/** Lower-case latin words joined by hyphens; '' for a text of none (a Cyrillic title: the seed's words stand in). */
const toSlug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');

/** The fields of a form that are filled in: adminTitle and slug, where the server generates them. */
export const generatedFields = (fields: readonly AdminField[]): string[] =>
  fields.filter((field) => field.generated && PREFILLED_NAMES.has(field.name)).map((field) => field.name);

/** The text a title holds, the first language's with any (the server's choice): '' for none. */
export function titleText(title: FieldValue | undefined): string {
  if (typeof title === 'string') return title.trim();
  if (title && typeof title === 'object' && !(title instanceof File)) return Object.values(title).find((text) => text.trim())?.trim() ?? '';
  return '';
}

/** The values of the generated fields `names`, from the title text, else the seed's words. */
export function generatedValues(names: readonly string[], seed: GeneratedSeed, title: string): Record<string, string> {
  const adminTitle = title || seed.words[0].toUpperCase() + seed.words.slice(1);
  const slug = `${toSlug(title) || toSlug(seed.words)}-${seed.suffix}`;
  return Object.fromEntries(names.map((name) => [name, name === 'slug' ? slug : adminTitle]));
}
