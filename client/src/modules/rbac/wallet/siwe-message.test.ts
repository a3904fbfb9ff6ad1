import { describe, expect, it } from 'vitest';
import { shortAddress } from './short-address';
import { buildSiweMessage } from './siwe-message';

describe('buildSiweMessage', () => {
  it('writes the EIP-4361 layout', () => {
    const message = buildSiweMessage({
      domain: 'shop.example',
      address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
      statement: 'Sign in to Atelier.',
      uri: 'https://shop.example',
      chainId: 1,
      nonce: 'abcdef123456',
      issuedAt: '2026-01-01T00:00:00.000Z',
    });
    expect(message).toBe(
      [
        'shop.example wants you to sign in with your Ethereum account:',
        '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
        '',
        'Sign in to Atelier.',
        '',
        'URI: https://shop.example',
        'Version: 1',
        'Chain ID: 1',
        'Nonce: abcdef123456',
        'Issued At: 2026-01-01T00:00:00.000Z',
      ].join('\n'),
    );
  });
});

describe('shortAddress', () => {
  it('keeps the first 6 and the last 4 characters', () => {
    expect(shortAddress('0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2')).toBe('0xC02a…6Cc2');
  });
});
