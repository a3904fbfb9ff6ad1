import { getAddress } from 'ethers/address';

/** The part of an EIP-1193 provider (`window.ethereum`) sign-in uses. */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

declare global {
  interface Window {
    ethereum?: Eip1193Provider;
  }
}

/** A failure of the wallet itself, by reason: the sign-in screen says it in the page's language. */
export class WalletError extends Error {
  constructor(
    readonly reason: 'noWallet' | 'noAccount',
    message: string,
  ) {
    super(message);
    this.name = 'WalletError';
  }
}

export function browserWallet(): Eip1193Provider {
  if (!window.ethereum) throw new WalletError('noWallet', 'No account found: install a wallet such as MetaMask');
  return window.ethereum;
}

/** Asks the wallet for its account; answers it checksummed (EIP-55), as SIWE wants it. */
export async function requestAccount(wallet: Eip1193Provider): Promise<string> {
  const accounts = (await wallet.request({ method: 'eth_requestAccounts' })) as string[];
  if (!accounts?.[0]) throw new WalletError('noAccount', 'No account found');
  return getAddress(accounts[0]);
}

export async function chainIdOf(wallet: Eip1193Provider): Promise<number> {
  return Number.parseInt((await wallet.request({ method: 'eth_chainId' })) as string, 16);
}

/** personal_sign of a text message (hex encoded, as wallets expect). */
export async function signText(wallet: Eip1193Provider, address: string, text: string): Promise<string> {
  const hex = `0x${Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
  return (await wallet.request({ method: 'personal_sign', params: [hex, address] })) as string;
}
