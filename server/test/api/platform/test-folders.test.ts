import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

const api = new URL('..', import.meta.url);
const modules = new URL('../../../src/modules/', import.meta.url);

describe('the API tests mirror the code', () => {
  it('sit in a folder per server module, or in platform/ for what every module shares', () => {
    const moduleNames = fs.readdirSync(modules, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    const entries = fs.readdirSync(api, { withFileTypes: true });
    // No test file loose at the top.
    expect(entries.filter((entry) => entry.isFile()).map((entry) => entry.name)).toEqual([]);
    const unknown = entries.filter((entry) => entry.isDirectory() && entry.name !== 'platform' && !moduleNames.includes(entry.name)).map((entry) => entry.name);
    expect(unknown).toEqual([]);
  });
});
