import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from './local-storage.js';

let root: string;
beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'local-storage-'));
});
afterAll(() => fs.rm(root, { recursive: true, force: true }));

const KEY = '2026/03/6f1c4a52-8f0e-4b7a-9c3d-2e5f7a9b1c0d-photo.png';
const filesIn = async (dir: string) => (await fs.readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => entry.name);

describe('LocalStorage', () => {
  it('writes a file under its key and answers the path /public serves it at', async () => {
    const storage = new LocalStorage(root);
    expect(await storage.put(KEY, Readable.from([Buffer.from('png bytes')]), 'image/png')).toBe(`/${KEY}`);
    expect(await fs.readFile(path.join(root, KEY), 'utf8')).toBe('png bytes');
    await storage.remove(KEY);
    await storage.remove(KEY);
    expect(await filesIn(root)).toEqual([]);
  });

  it('leaves nothing behind when the body fails half way', async () => {
    const storage = new LocalStorage(root);
    const failing = Readable.from(
      (async function* () {
        yield Buffer.alloc(1000);
        throw new Error('client gone');
      })(),
    );
    await expect(storage.put(KEY, failing, 'image/png')).rejects.toThrow('client gone');
    expect(await filesIn(root)).toEqual([]);
  });

  it('refuses a key that would leave its folder', async () => {
    const storage = new LocalStorage(root);
    await expect(storage.put('../escape.png', Readable.from([Buffer.from('x')]), 'image/png')).rejects.toThrow(/outside the storage folder/);
    await expect(storage.remove('../../etc/passwd')).rejects.toThrow(/outside the storage folder/);
  });

  it('knows its own locations only', () => {
    const storage = new LocalStorage(root);
    expect(storage.keyOf(`/${KEY}`)).toBe(KEY);
    for (const other of [KEY, '/images/logo.png', `https://cdn.example.com/${KEY}`, `/${KEY}/../../x`]) expect(storage.keyOf(other)).toBeNull();
  });
});
