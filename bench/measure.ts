import autocannon from 'autocannon';
import { answerError, type Flow, type FlowState } from './flow.js';

export interface Cell {
  connections: number;
  /** Completed flows per second. */
  rate: number;
  p50: number;
  p95: number;
  p99: number;
  /** Flows completed. */
  flows: number;
  /** HTTP requests answered, and their latency in ms (each request alone). */
  requests: number;
  requestLatency: { p50: number; p99: number };
  /** Wrong answers (non-2xx, GraphQL errors) plus socket errors and timeouts. */
  errors: number;
  /** Socket errors and timeouts alone. */
  socketErrors: number;
  firstError?: string;
  /** The server's own CPU time per completed flow, in ms (set by the caller who knows its pid). */
  cpuPerFlow?: number;
}

interface Context {
  state?: FlowState;
  startedAt?: bigint;
}

/** The value under which `share` of the sorted values fall (nearest rank). */
export function percentile(sorted: number[], share: number) {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))];
}

/**
 * Runs `flow` over `connections` keep-alive connections for `seconds` (autocannon, one flow
 * after the other on each connection) and measures each whole flow, from the start of its
 * measured step to the answer of its last step.
 */
export async function measure(url: string, flow: Flow, connections: number, seconds: number): Promise<Cell> {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const last = flow.steps.length - 1;
  const measureFrom = flow.measureFrom ?? 0;
  const fail = (context: Context, message: string) => {
    errors += 1;
    firstError ??= message;
    if (context.state) flow.end?.(context.state);
    context.state = undefined;
  };
  const requests = flow.steps.map((step, index) => ({
    setupRequest: (request: autocannon.Request, context: Context) => {
      if (index === 0) context.state = flow.start?.() ?? {};
      // An earlier step failed: no request, autocannon starts the flow again.
      else if (!context.state) return undefined as unknown as autocannon.Request;
      if (index === measureFrom) context.startedAt = process.hrtime.bigint();
      const built = step.request(context.state!);
      return { ...request, method: built.method, path: built.path, headers: built.headers ?? {}, body: built.body };
    },
    onResponse: (status: number, body: string, context: Context) => {
      if (!context.state) return;
      const problem = answerError(status, body) ?? step.check?.(status, body, context.state);
      if (problem) return fail(context, problem);
      if (index !== last) return;
      latencies.push(Number(process.hrtime.bigint() - context.startedAt!) / 1e6);
      flow.end?.(context.state);
      context.state = undefined;
    },
  }));
  const startedAt = Date.now();
  const result = await autocannon({ url, connections, duration: seconds, requests: requests as autocannon.Request[] });
  const elapsed = (Date.now() - startedAt) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    connections,
    rate: latencies.length / elapsed,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    flows: latencies.length,
    requests: result.requests.total,
    requestLatency: { p50: result.latency.p50, p99: result.latency.p99 },
    errors: errors + result.errors + result.timeouts,
    socketErrors: result.errors + result.timeouts,
    firstError,
  };
}

/**
 * One run of the flow, request after request, checking the answers (never measured);
 * `beforeMeasured` runs just before the measured step (to start counting SQL there).
 */
export async function runOnce(url: string, flow: Flow, beforeMeasured?: () => Promise<unknown>): Promise<void> {
  const state = flow.start?.() ?? {};
  try {
    for (const [index, step] of flow.steps.entries()) {
      if (index === (flow.measureFrom ?? 0)) await beforeMeasured?.();
      const request = step.request(state);
      const response = await fetch(`${url}${request.path}`, { method: request.method, headers: request.headers, body: request.body });
      const body = await response.text();
      const problem = answerError(response.status, body) ?? step.check?.(response.status, body, state);
      if (problem) throw new Error(`${request.method} ${request.path.slice(0, 80)}: ${problem}`);
    }
  } finally {
    flow.end?.(state);
  }
}
