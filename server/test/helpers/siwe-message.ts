import type { Signer } from 'ethers';
import { SiweMessage } from 'siwe';

export type SiweFields = Partial<ConstructorParameters<typeof SiweMessage>[0] & object>;

/**
 * A Sign-In with Ethereum body for the test server at `publicUrl`, as a wallet signs it: the
 * site's domain and URI, chain 1, the nonce given, issued now; `overrides` change any field,
 * `signer` signs in the wallet's name (a wrong signature when it is another wallet).
 */
export async function siweBody(publicUrl: string, nonce: string, wallet: Signer & { address: string }, overrides: SiweFields = {}, signer: Signer = wallet) {
  const message = new SiweMessage({
    domain: new URL(publicUrl).host,
    address: wallet.address,
    statement: 'Sign in to the shop.',
    uri: publicUrl,
    version: '1',
    chainId: 1,
    nonce,
    issuedAt: new Date().toISOString(),
    ...overrides,
  }).prepareMessage();
  return { message, signature: await signer.signMessage(message), address: wallet.address };
}
