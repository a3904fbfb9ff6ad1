// A Sign-In with Ethereum message (EIP-4361), written by hand: the `siwe` package is a
// server dependency, and the text is all it would give here. The server parses and
// verifies it with siwe, so the layout below follows the EIP line by line.

export interface SiweFields {
  domain: string;
  /** EIP-55 checksummed: siwe rejects any other spelling. */
  address: string;
  statement: string;
  uri: string;
  chainId: number;
  nonce: string;
  issuedAt: string;
}

export function buildSiweMessage(fields: SiweFields): string {
  return [
    `${fields.domain} wants you to sign in with your Ethereum account:`,
    fields.address,
    '',
    fields.statement,
    '',
    `URI: ${fields.uri}`,
    'Version: 1',
    `Chain ID: ${fields.chainId}`,
    `Nonce: ${fields.nonce}`,
    `Issued At: ${fields.issuedAt}`,
  ].join('\n');
}
