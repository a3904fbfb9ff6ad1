import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { FileStorage } from './storage.js';
import { storeUpload } from './store-upload.js';

/** A storage in memory that records what happens to it. */
function memoryStorage({ failPut = false } = {}) {
  const objects = new Map<string, Buffer>();
  const removed: string[] = [];
  const storage: FileStorage = {
    provider: 'local',
    async put(key, body) {
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(chunk as Buffer);
      if (failPut) throw new Error('storage is down');
      objects.set(key, Buffer.concat(chunks));
      return `/${key}`;
    },
    async remove(key) {
      removed.push(key);
      objects.delete(key);
    },
    keyOf: (location) => location.slice(1),
  };
  return { storage, objects, removed };
}

const limits = { maxBytes: 64 * 1024, allowedTypes: ['image/', 'text/plain'] };
const gif = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.from([0x20, 0x00, 0x10, 0x00]), Buffer.alloc(200)]);
const upload = (content: Buffer, filename = 'a.gif', chunkSize = 1000) => {
  const chunks = Array.from({ length: Math.ceil(content.length / chunkSize) }, (_, i) => content.subarray(i * chunkSize, (i + 1) * chunkSize));
  return { field: 'data.file', filename, stream: Readable.from(chunks) };
};

describe('storeUpload', () => {
  it('stores the content under a new key with the facts read from it', async () => {
    const { storage, objects } = memoryStorage();
    const file = await storeUpload(storage, limits, upload(gif, '../../avatar.PNG'));
    expect(file.key).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}-avatar\.gif$/);
    expect(file.location).toBe(`/${file.key}`);
    expect(file.facts).toEqual({ mimeType: 'image/gif', size: gif.length, extension: 'gif', width: 32, height: 16, provider: 'local' });
    expect(objects.get(file.key)!.equals(gif)).toBe(true);
  });

  it('gives no dimensions to files that are not images', async () => {
    const { storage } = memoryStorage();
    const file = await storeUpload(storage, limits, upload(Buffer.from('plain words'), 'notes.md'));
    expect(file.facts).toMatchObject({ mimeType: 'text/plain', extension: 'txt', width: null, height: null, size: 11 });
  });

  it('refuses too large a file with 413, stores nothing and drains the source', async () => {
    const { storage, objects, removed } = memoryStorage();
    const source = upload(Buffer.concat([gif, Buffer.alloc(100 * 1024)]));
    await expect(storeUpload(storage, limits, source)).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE', details: { field: 'data.file' } });
    expect(objects.size).toBe(0);
    expect(removed).toHaveLength(1);
    expect(source.stream.readableFlowing).toBe(true);
  });

  it('refuses a type that is not allowed before storing anything', async () => {
    const { storage, removed } = memoryStorage();
    const pdf = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1');
    await expect(storeUpload(storage, limits, upload(pdf, 'cat.gif'))).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'data.file: files of type application/pdf are not accepted (accepted: image/, text/plain)',
    });
    expect(removed).toHaveLength(0);
  });

  it('refuses an empty file', async () => {
    const { storage } = memoryStorage();
    await expect(storeUpload(storage, limits, upload(Buffer.alloc(0)))).rejects.toMatchObject({ code: 'BAD_USER_INPUT', message: 'data.file: the file is empty' });
  });

  it('passes a storage failure on (a fault of ours) and removes what may be left', async () => {
    const { storage, removed } = memoryStorage({ failPut: true });
    await expect(storeUpload(storage, limits, upload(gif))).rejects.toThrow('storage is down');
    expect(removed).toHaveLength(1);
  });

  it('answers a source cut short by graphql-upload (413) as too large', async () => {
    const { storage } = memoryStorage();
    const stream = new Readable({ read() {} });
    stream.push(gif);
    setImmediate(() => stream.destroy(Object.assign(new Error('File truncated'), { status: 413, expose: true })));
    await expect(storeUpload(storage, limits, { field: 'data.file', filename: 'a.gif', stream })).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });
});
