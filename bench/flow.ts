/**
 * An operation as a visitor's browser performs it: one or more HTTP requests in sequence
 * (a page needs its structure, then its widgets, then its products). Each step builds its
 * request from what the earlier steps answered.
 */
export interface BenchRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** What one run of a flow carries from step to step (the shopper, the order id...). */
export type FlowState = Record<string, string>;

export interface Step {
  request(state: FlowState): BenchRequest;
  /** Reads the answer into `state`; answers an error message when the answer is wrong. */
  check?(status: number, body: string, state: FlowState): string | undefined;
}

export interface Flow {
  steps: Step[];
  /** The step whose start begins the measured time (0: the whole flow; later: after preparation). */
  measureFrom?: number;
  /** A new state for one run (a shopper taken from a pool...). */
  start?(): FlowState;
  /** The run ended (answered or failed): give back what `start` took. */
  end?(state: FlowState): void;
}

/** 2xx and, for GraphQL, no `errors` in the answer. */
export function answerError(status: number, body: string): string | undefined {
  if (status < 200 || status >= 300) return `HTTP ${status}: ${body.slice(0, 200)}`;
  if (body.startsWith('{"errors"') || body.includes('"errors":[')) return `GraphQL errors: ${body.slice(0, 200)}`;
  return undefined;
}

/** A GraphQL POST as Apollo Client sends it. */
export function graphqlRequest(query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}): BenchRequest {
  return { method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query, variables }) };
}

export const jsonPost = (path: string, value: unknown): BenchRequest => ({
  method: 'POST',
  path,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(value),
});

/** A pool of items handed out one per running flow and given back at its end. */
export class Pool<T> {
  private readonly free: T[];
  constructor(items: T[]) {
    this.free = [...items];
  }
  take(): T {
    const item = this.free.shift();
    if (item === undefined) throw new Error('the pool is empty: more connections than prepared shoppers');
    return item;
  }
  give(item: T) {
    this.free.push(item);
  }
}

/** Endless round robin over items. */
export function roundRobin<T>(items: T[]): () => T {
  let next = 0;
  return () => items[next++ % items.length];
}
