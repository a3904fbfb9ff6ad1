// src/modules/rbac/wallet/short-address.ts
/** The spec's short form of an address: first 6 and last 4 characters. */
function shortAddress(address) {
	return address.length <= 10 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`;
}
export { shortAddress as t };
