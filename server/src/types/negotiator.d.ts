// negotiator 1 ships no types, and @types/negotiator (0.6) lacks the server's order of preference.
declare module 'negotiator' {
  import type { IncomingHttpHeaders } from 'node:http';

  export default class Negotiator {
    constructor(request: { headers: IncomingHttpHeaders });
    /** The encodings of `available` the request accepts, best first; equal ones in the order of `preferred`. */
    encodings(available: readonly string[], options?: { preferred?: readonly string[] }): string[];
  }
}
