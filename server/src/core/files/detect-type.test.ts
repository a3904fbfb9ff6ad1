import { describe, expect, it } from 'vitest';
import { detectType, isAllowedType } from './detect-type.js';

const bytes = (hex: string, padding = 64) => Buffer.concat([Buffer.from(hex, 'hex'), Buffer.alloc(padding)]);

describe('detectType', () => {
  it.each([
    ['a png', bytes('89504e470d0a1a0a0000000d49484452'), 'image/png', 'png'],
    ['a jpeg', bytes('ffd8ffe000104a46494600'), 'image/jpeg', 'jpg'],
    ['a gif', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00', 'latin1'), 'image/gif', 'gif'],
    ['a pdf', Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj', 'latin1'), 'application/pdf', 'pdf'],
    ['a zip', bytes('504b0304140000000800'), 'application/zip', 'zip'],
    ['an svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'image/svg+xml', 'svg'],
    ['an svg with a prolog, a comment and a doctype', Buffer.from('<?xml version="1.0"?>\n<!-- logo -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg width="1"/>'), 'image/svg+xml', 'svg'],
    ['html', Buffer.from('<!doctype html><html><script>alert(1)</script></html>'), 'text/plain', 'txt'],
    ['utf-8 text', Buffer.from('Привет, мир\n'), 'text/plain', 'txt'],
    ['unknown binary', bytes('0001020304fffefd'), 'application/octet-stream', null],
  ])('knows %s from its first bytes', async (_what, head, mime, extension) => {
    expect(await detectType(head)).toEqual({ mime, extension });
  });

  it('takes a multi-byte character cut at the end of the head for text', async () => {
    const cut = Buffer.from('абв').subarray(0, 5);
    expect((await detectType(cut)).mime).toBe('text/plain');
  });
});

describe('isAllowedType', () => {
  const allowed = ['image/', 'application/pdf'];
  it.each([
    ['image/png', true],
    ['image/svg+xml', true],
    ['application/pdf', true],
    ['application/pdfx', false],
    ['text/plain', false],
    ['imagex/png', false],
  ])('%s → %s', (mime, expected) => expect(isAllowedType(mime, allowed)).toBe(expected));
});
