import { getBytes, Wallet } from 'ethers';
import type { Page } from 'playwright-core';

/**
 * Gives the page a `window.ethereum` (EIP-1193) backed by `wallet`: the page side is a shim
 * that forwards each request to Node, where ethers signs. What a browser extension does,
 * without one.
 */
export async function injectWallet(page: Page, wallet: Wallet, chainId = 1) {
  await page.exposeFunction('__e2eWalletRequest', async (method: string, params: unknown[] = []) => {
    switch (method) {
      case 'eth_requestAccounts':
      case 'eth_accounts':
        // Lower case, as MetaMask answers: the site must checksum it itself.
        return [wallet.address.toLowerCase()];
      case 'eth_chainId':
        return `0x${chainId.toString(16)}`;
      case 'personal_sign':
        return wallet.signMessage(getBytes(params[0] as string));
      default:
        throw new Error(`The test wallet does not support ${method}`);
    }
  });
  await page.addInitScript(() => {
    const forward = (window as unknown as { __e2eWalletRequest: (method: string, params?: unknown[]) => Promise<unknown> }).__e2eWalletRequest;
    (window as unknown as { ethereum: unknown }).ethereum = {
      request: ({ method, params }: { method: string; params?: unknown[] }) => forward(method, params),
    };
  });
}
