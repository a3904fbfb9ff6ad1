/**
 * What React recovered from while hydrating the page the server rendered. A part the server could
 * not render (a widget that failed there: the server logged its error, and React's error here
 * carries the digest the server gave it, the request's id) is rendered in the browser as it
 * should be: said in the console, not reported as an error a second time. Anything else (a
 * mismatch between the server's HTML and the browser's render) is reported as React does.
 */
export function reportRecoverableError(error: unknown) {
  const digest = typeof error === 'object' && error !== null && 'digest' in error ? error.digest : undefined;
  if (typeof digest === 'string' && digest) console.info(`A part of the page the server could not render was rendered here (request ${digest} in the server's log)`);
  else reportError(error);
}
