import { describe, expect, it } from 'vitest';
import { isGeneratedKey, newStorageKey, sanitizeFileName } from './storage-key.js';

describe('sanitizeFileName', () => {
  it.each([
    ['photo.PNG', 'photo'],
    ['../../etc/passwd', 'passwd'],
    ['..\\..\\windows\\win.ini', 'win'],
    ['../..', 'file'],
    ['', 'file'],
    ['.htaccess', 'file'],
    ['Фото отпуска (1).jpeg', 'foto-otpuska-1'],
    ['a b/c d.tar.gz', 'c-d-tar'],
    ['<script>alert(1)</script>.svg', 'script'],
    ['x'.repeat(300), 'x'.repeat(80)],
  ])('%j → %j', (name, expected) => {
    expect(sanitizeFileName(name)).toBe(expected);
  });
});

describe('newStorageKey', () => {
  it('makes yyyy/mm/<uuid>-<name>.<ext>, with the detected extension', () => {
    const key = newStorageKey('../../Holiday Photo.jpeg', 'jpg', new Date('2026-03-04T05:06:07Z'));
    expect(key).toMatch(/^2026\/03\/[0-9a-f-]{36}-holiday-photo\.jpg$/);
    expect(isGeneratedKey(key)).toBe(true);
    expect(newStorageKey('notes', null)).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}-notes$/);
  });

  it('never makes the same key twice', () => {
    const keys = new Set(Array.from({ length: 100 }, () => newStorageKey('same.png', 'png')));
    expect(keys.size).toBe(100);
  });
});

describe('isGeneratedKey', () => {
  it.each(['images/logo.png', '/2026/03/x.png', '2026/03/../../x.png', '2026/03/00000000-0000-0000-0000-000000000000-a/b.png', 'https://example.com/a.png'])(
    'refuses %j',
    (key) => expect(isGeneratedKey(key)).toBe(false),
  );
});
