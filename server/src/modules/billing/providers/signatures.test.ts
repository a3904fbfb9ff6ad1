import { describe, expect, it } from 'vitest';
import { headerOf, hmacSha256, md5Hex, sameSignature } from './signatures.js';

describe('signature primitives', () => {
  it('computes HMAC-SHA256 as RFC 4231 gives it, in hex and base64', () => {
    // RFC 4231, test case 2.
    const hex = '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843';
    expect(hmacSha256('Jefe', 'what do ya want for nothing?', 'hex')).toBe(hex);
    expect(hmacSha256('Jefe', Buffer.from('what do ya want for nothing?'), 'base64')).toBe(Buffer.from(hex, 'hex').toString('base64'));
  });

  it('computes MD5 in hex', () => {
    expect(md5Hex('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(md5Hex('The quick brown fox jumps over the lazy dog')).toBe('9e107d9d372bb6826bd81d3542a419d6');
  });

  it('accepts only the exact expected signature', () => {
    expect(sameSignature('abc', 'abc')).toBe(true);
    expect(sameSignature('abd', 'abc')).toBe(false);
    expect(sameSignature('abcd', 'abc')).toBe(false);
    expect(sameSignature('', '')).toBe(false);
    expect(sameSignature(undefined, 'abc')).toBe(false);
    expect(sameSignature(['abc'], 'abc')).toBe(false);
  });

  it('reads a header case-insensitively, the first of repeated ones', () => {
    expect(headerOf({ 'content-hmac': 'x' }, 'Content-HMAC')).toBe('x');
    expect(headerOf({ 'set-cookie': ['a', 'b'] }, 'Set-Cookie')).toBe('a');
    expect(headerOf({}, 'X-Site-Id')).toBeUndefined();
  });
});
