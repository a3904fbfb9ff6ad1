import { createHash, randomBytes } from 'node:crypto';

/** How long a code mailed to an address works: a reset link's, an email confirmation's. */
export const MAILED_CODE_LIFETIME_MS = 60 * 60 * 1000;

/** What is stored of a code: its SHA-256, so that a copy of the table holds no working code. */
export const codeHash = (code: string) => createHash('sha256').update(code).digest('hex');

/** A new single-use code to mail (unguessable: 256 random bits), what to store of it, and when it stops working. */
export function newMailedCode() {
  const code = randomBytes(32).toString('base64url');
  return { code, hash: codeHash(code), expiresAt: new Date(Date.now() + MAILED_CODE_LIFETIME_MS) };
}
