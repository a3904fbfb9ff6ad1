// Apart from the Sign-In with Ethereum code: the account menu shows a wallet's address on every page.

/** The spec's short form of an address: first 6 and last 4 characters. */
export function shortAddress(address: string): string {
  return address.length <= 10 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`;
}
