import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { startSiteServer } from './site-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the site under test answers, e.g. http://127.0.0.1:41234 */
    baseUrl: string;
    /** Where the mails the site sends are written, one file each (see mailbox.ts). */
    mailDir: string;
  }
}

const clientDir = fileURLToPath(new URL('..', import.meta.url));

/** Builds the client and starts the one server every browser test file shares. */
export default async function setup(project: TestProject) {
  // The server serves client/dist: build it from the current sources first.
  await build({ configFile: path.join(clientDir, 'vite.config.ts'), logLevel: 'warn' });
  const site = await startSiteServer();
  project.provide('baseUrl', site.baseUrl);
  project.provide('mailDir', site.mailDir);
  return site.stop;
}
