import type { TestProject } from 'vitest/node';
import { buildIfStale } from '../../scripts/build-if-stale.mjs';
import { startSiteServer } from './site-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the site under test answers, e.g. http://127.0.0.1:41234 */
    baseUrl: string;
    /** Where the mails the site sends are written, one file each (see mailbox.ts). */
    mailDir: string;
  }
}

/** Starts the one server every browser test file shares, on the built client. */
export default async function setup(project: TestProject) {
  // The server serves client/dist: the build `npm run build` made, unless a source is newer.
  buildIfStale('client');
  const site = await startSiteServer();
  project.provide('baseUrl', site.baseUrl);
  project.provide('mailDir', site.mailDir);
  return site.stop;
}
