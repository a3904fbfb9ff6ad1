import { describe, expect, it } from 'vitest';
import { defaultPublicUrl, S3Storage } from './s3-storage.js';

const KEY = '2026/03/6f1c4a52-8f0e-4b7a-9c3d-2e5f7a9b1c0d-photo.png';

describe('defaultPublicUrl', () => {
  it.each([
    [['media', 'eu-west-1', undefined, false], 'https://media.s3.eu-west-1.amazonaws.com'],
    [['media', 'eu-west-1', undefined, true], 'https://s3.eu-west-1.amazonaws.com/media'],
    [['media', 'us-east-1', 'http://127.0.0.1:9000', true], 'http://127.0.0.1:9000/media'],
    [['media', 'auto', 'https://accountid.r2.cloudflarestorage.com/', false], 'https://media.accountid.r2.cloudflarestorage.com'],
  ] as const)('%j → %s', ([bucket, region, endpoint, pathStyle], expected) => {
    expect(defaultPublicUrl(bucket, region, endpoint, pathStyle)).toBe(expected);
  });
});

describe('S3Storage.keyOf', () => {
  it('knows urls under its public address with keys of its own', () => {
    const storage = new S3Storage({ bucket: 'media', publicUrl: 'https://cdn.example.com/' });
    expect(storage.keyOf(`https://cdn.example.com/${KEY}`)).toBe(KEY);
    for (const other of [`/${KEY}`, `https://elsewhere.example.com/${KEY}`, 'https://cdn.example.com/images/logo.png']) expect(storage.keyOf(other)).toBeNull();
  });
});
