import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** HMAC-SHA256, the scheme of CloudPayments, TipTop Pay (base64) and Payselection (hex). */
export const hmacSha256 = (secret: string, data: string | Buffer, encoding: 'hex' | 'base64') =>
  createHmac('sha256', secret).update(data).digest(encoding);

/** MD5 in hex, the scheme of 0xProcessing's webhook signature. */
export const md5Hex = (data: string) => createHash('md5').update(data).digest('hex');

/** Compares a received signature with the expected one in constant time (no timing oracle). */
export function sameSignature(received: unknown, expected: string): boolean {
  if (typeof received !== 'string' || !received) return false;
  const a = Buffer.from(received);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** One header's value (the first, when repeated). */
export function headerOf(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
