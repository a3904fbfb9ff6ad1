/**
 * How hard a secret is to guess, estimated simply: every character counts log2 of the
 * alphabet the secret draws from, or less when it recurs in the secret (log2 of the secret's
 * length over its occurrences: a secret of few distinct characters is worth little), and
 * - a character that follows a pattern counts nothing: the third of a run of steps of -1, 0
 *   or +1 ("aaa", "abc", "321"), or the end of a stretch of three seen earlier ("secretsecret");
 * - a common word (secret, password, key…) counts as one character;
 * - the other letters of a word-like run (four lowercase letters or more, a capital before
 *   them included, or five capitals) 2 bits each, about what a letter of English text is worth.
 *
 * It is a floor for secrets a machine should have made (`openssl rand -base64 48`), not a
 * measure of passphrases: it refuses what people type when asked for a secret ("changeme…",
 * "aaaa…", "abcd…1234", "my-jwt-secret-key-for-prod", "correct-horse-battery-staple") and
 * passes what a random generator gives (base64 of 32 bytes: about 250 bits; hex of 32 bytes:
 * about 220).
 */

/** Words people put in the secrets they make up; matched case-insensitively, longest first. */
const COMMON_WORDS = [
  'administrator', 'development', 'production', 'changeme', 'password', 'platform', 'private', 'default',
  'example', 'letmein', 'welcome', 'qwerty', 'secret', 'signing', 'passwd', 'server', 'master', 'admin',
  'login', 'token', 'super', 'store', 'shop', 'pass', 'prod', 'test', 'rbac', 'root', 'key', 'jwt', 'dev', 'api',
].sort((a, b) => b.length - a.length);

/** The characters a secret may draw from, by kind: its alphabet is the sum of the kinds it uses. */
const KINDS: [RegExp, number][] = [
  [/[a-z]/, 26],
  [/[A-Z]/, 26],
  [/[0-9]/, 10],
  [/[\x20-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]/, 33], // the other printable ASCII characters
  [/[^\x20-\x7e]/, 100], // anything else, generously
];

/** What a letter of a word-like run is worth. */
const LETTER_OF_A_WORD_BITS = 2;
/** Four lowercase letters or more in a row (a capital before them included), or five capitals: likely a word. */
const WORD_LIKE_RUN = /[A-Z]?[a-z]{4,}|[A-Z]{5,}/g;

/** The alphabet of `value`: 16 for a hex string, else the sum of the kinds of characters it uses. */
function alphabetSize(value: string): number {
  if (/^[0-9a-f]+$/.test(value) || /^[0-9A-F]+$/.test(value)) return 16;
  return KINDS.filter(([kind]) => kind.test(value)).reduce((sum, [, size]) => sum + size, 0);
}

/** Positions of `value` inside word-like runs. */
function wordLikePositions(value: string): Set<number> {
  const positions = new Set<number>();
  for (const match of value.matchAll(WORD_LIKE_RUN)) {
    for (let i = match.index; i < match.index + match[0].length; i++) positions.add(i);
  }
  return positions;
}

/** Whether the character at `i` follows a pattern: continues a run of steps of -1, 0 or +1. */
function continuesRun(value: string, i: number): boolean {
  if (i < 2) return false;
  const step = value.charCodeAt(i) - value.charCodeAt(i - 1);
  return step === value.charCodeAt(i - 1) - value.charCodeAt(i - 2) && Math.abs(step) <= 1;
}

/** Estimated bits of `value` (see the top of this file). */
export function estimatedBits(value: string): number {
  const lower = value.toLowerCase();
  const alphabetBits = Math.log2(alphabetSize(value));
  const occurrences = new Map<string, number>();
  for (const character of value) occurrences.set(character, (occurrences.get(character) ?? 0) + 1);
  const characterBits = (i: number) => Math.min(alphabetBits, Math.log2(value.length / occurrences.get(value[i])!) + 1);
  const inWords = wordLikePositions(value);
  const seen = new Set<string>();
  let bits = 0;
  let wordEnd = 0;
  for (let i = 0; i < value.length; i++) {
    const stretch = i >= 2 ? lower.slice(i - 2, i + 1) : undefined;
    const repeated = stretch !== undefined && seen.has(stretch);
    if (stretch !== undefined) seen.add(stretch);
    if (i < wordEnd) continue; // inside a common word, counted once already
    const word = COMMON_WORDS.find((candidate) => lower.startsWith(candidate, i));
    if (word) {
      bits += alphabetBits;
      wordEnd = i + word.length;
    } else if (!repeated && !continuesRun(value, i)) {
      bits += inWords.has(i) ? Math.min(LETTER_OF_A_WORD_BITS, characterBits(i)) : characterBits(i);
    }
  }
  return bits;
}

/** What a setting's value must be worth in production, as said to the operator. */
export interface StrengthRule {
  minLength: number;
  minBits: number;
  /** How to make a good one. */
  howToMake: string;
}

/** Secrets machines use (signing keys, keys and tokens): made by a machine, never typed. */
export const SECRET_RULE: StrengthRule = { minLength: 32, minBits: 128, howToMake: 'make one with `openssl rand -base64 48`' };
/**
 * The administrator's password, which a person types: guessing it online is rate limited and
 * offline costs an argon2id hash a guess, so less than a signing key's, but no common word or
 * pattern.
 */
export const PASSWORD_RULE: StrengthRule = { minLength: 12, minBits: 50, howToMake: 'use five random words or `openssl rand -base64 15`' };

/** Why `value` is too weak under `rule` in production, or undefined when it is strong enough. */
export function weakness(value: string, rule: StrengthRule): string | undefined {
  const expected = `expected at least ${rule.minLength} characters and an estimated ${rule.minBits} bits; ${rule.howToMake}`;
  if (value.length < rule.minLength) return `too short for NODE_ENV=production (${expected})`;
  if (estimatedBits(value) < rule.minBits) {
    return `too easy to guess for NODE_ENV=production: it repeats characters, runs in sequence or holds words (${expected})`;
  }
  return undefined;
}
