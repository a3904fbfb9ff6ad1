import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// server/package.json is two folders up from both src/core/ and dist/core/.
export const version: string = (require('../../package.json') as { version?: string }).version ?? '0.0.0';
