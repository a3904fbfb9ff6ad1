import { describe, expect, it } from 'vitest';
import { VercelBlobStorage } from './vercel-blob-storage.js';

const KEY = '2026/03/6f1c4a52-8f0e-4b7a-9c3d-2e5f7a9b1c0d-photo.png';

describe('VercelBlobStorage.keyOf', () => {
  it('knows blob urls whose path is a key of its own', () => {
    const storage = new VercelBlobStorage('vercel_blob_rw_store_secret');
    expect(storage.keyOf(`https://store.public.blob.vercel-storage.com/${KEY}`)).toBe(KEY);
    for (const other of [`/${KEY}`, KEY, 'https://store.public.blob.vercel-storage.com/logo.png', `ftp://x/${KEY}`]) expect(storage.keyOf(other)).toBeNull();
  });
});
