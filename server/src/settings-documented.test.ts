import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { settingsDeclarations } from './settings.js';

/**
 * Every setting the server reads is documented where an operator looks: a line `NAME=` in
 * `.env.example` (the file to copy) and a row of the README's settings table. A setting added
 * to the platform's declaration (config.ts) or a module's (its `defineModule({ settings })`)
 * without either fails here.
 */
const root = new URL('../../', import.meta.url);
const settings = settingsDeclarations.flatMap((declaration) => Object.keys(declaration.shape));
const envExample = fs.readFileSync(new URL('.env.example', root), 'utf8');
const readme = fs.readFileSync(new URL('README.md', root), 'utf8');
/** The first cell of each row of the README's tables: the settings a row documents (`A`, `B`). */
const readmeRows = readme
  .split('\n')
  .filter((line) => line.startsWith('| `'))
  .flatMap((line) => [...line.split('|')[1].matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]));

describe('settings', () => {
  it("are the platform's and the modules' declarations, a few dozen names", () => {
    expect(settings.length).toBeGreaterThan(40);
    // The platform's, then modules' (rbac, file-storage, billing, notification, ecommerce).
    for (const name of ['DATABASE_URL', 'TELEGRAM_BOT_TOKEN', 'S3_BUCKET', 'STRIPE_API_URL', 'SMTP_URL', 'RECEIPT_POLL_MS']) expect(settings).toContain(name);
  });

  it.each(settings)('%s has a line in .env.example', (name) => {
    expect(envExample).toMatch(new RegExp(`^#? ?${name}=`, 'm'));
  });

  it.each(settings)("%s has a row in the README's settings table", (name) => {
    expect(readmeRows).toContain(name);
  });
});
