import { randomBytes } from 'node:crypto';
import slugify from 'slugify';

/** Readable generated names: `bright-harbor-k3x9q2`, `Bright harbor`. */
const ADJECTIVES = ['bright', 'calm', 'clever', 'bold', 'gentle', 'swift', 'quiet', 'golden', 'silver', 'green', 'brave', 'fresh', 'lucky', 'sunny', 'wild', 'noble'];
const NOUNS = ['harbor', 'meadow', 'river', 'summit', 'forest', 'canyon', 'island', 'garden', 'valley', 'breeze', 'comet', 'harvest', 'lantern', 'orchard', 'prairie', 'willow'];
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

export function shortSuffix(length = 6) {
  const bytes = randomBytes(length);
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

const pick = <T>(items: readonly T[]) => items[randomBytes(1)[0] % items.length];

export const randomWords = () => `${pick(ADJECTIVES)} ${pick(NOUNS)}`;

/** Lower-case words joined by hyphens, transliterated (`Красная рубашка` → `krasnaya-rubashka`). */
export const toSlug = (text: string) => slugify(text, { lower: true, strict: true, trim: true }).slice(0, 60).replace(/-+$/, '');

/** A unique-enough slug from a title, or from random words when there is none. */
export function generateSlug(title?: string) {
  const base = (title && toSlug(title)) || toSlug(randomWords());
  return `${base}-${shortSuffix()}`;
}

export function generateAdminTitle(title?: string) {
  if (title?.trim()) return title.trim();
  const words = randomWords();
  return words[0].toUpperCase() + words.slice(1);
}

export const generateSku = () => `SKU-${shortSuffix(10).toUpperCase()}`;
