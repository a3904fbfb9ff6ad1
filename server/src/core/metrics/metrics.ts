import type { ApolloServerPlugin } from '@apollo/server';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Request, RequestHandler, Response } from 'express';
import { Kind } from 'graphql';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Execution } from '../graphql/compiled-execution.js';
import type { PageRenderOutcome } from '../http/page-render.js';
import type { RequestContext } from '../request-context.js';
import { readPool } from '../read/executor.js';

/** Seconds; from a cached page (a millisecond) to a slow export. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Distinct GraphQL operation names kept as labels; later new names count as 'other'. */
const MAX_OPERATION_NAMES = 200;
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,79}$/;
const ERROR_CODE = /^[A-Z][A-Z_]{0,39}$/;

/**
 * The server's Prometheus metrics, in a registry of its own (tests start many servers in one
 * process; the global default registry would mix them). Every label has a bounded set of
 * values: express route patterns (not raw urls), GraphQL operation names up to a cap, error
 * codes of a fixed shape.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly operationNames = new Set<string>();
  private readonly httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  private readonly httpInFlight = new Gauge({
    name: 'http_requests_in_flight',
    help: 'HTTP requests received and not yet answered (or abandoned).',
    registers: [this.registry],
  });
  private readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });
  private readonly operations = new Counter({
    name: 'graphql_operations_total',
    help: 'GraphQL operations, by operation name, type and outcome (ok or error).',
    labelNames: ['operation', 'type', 'outcome'] as const,
    registers: [this.registry],
  });
  private readonly operationDuration = new Histogram({
    name: 'graphql_operation_duration_seconds',
    help: 'Time to answer a GraphQL operation, by operation name.',
    labelNames: ['operation'] as const,
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });
  private readonly cachedAnswers = new Counter({
    name: 'graphql_cached_answers_total',
    help: 'Anonymous GraphQL answers sent from the public cache before Apollo read the request (not in graphql_operations_total).',
    registers: [this.registry],
  });
  private readonly executions = new Counter({
    name: 'graphql_executions_total',
    help: 'GraphQL operations executed, by what executed them: their compiled form or graphql-js.',
    labelNames: ['execution'] as const,
    registers: [this.registry],
  });
  private readonly pageRenders = new Counter({
    name: 'page_renders_total',
    help: 'Requests for pages rendered on the server, by outcome: served from the public cache, rendered, or refused (over the render limit of their address).',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  private readonly errors = new Counter({
    name: 'errors_total',
    help: 'Error answers, by interface (rest or graphql) and error code.',
    labelNames: ['interface', 'code'] as const,
    registers: [this.registry],
  });

  constructor(orm: MikroORM) {
    collectDefaultMetrics({ register: this.registry });
    // The reads' pool (read/executor.ts), through pg's public counts. The ORM's own pool (writes,
    // migrations) is not counted here.
    const poolGauge = (name: string, help: string, read: (pool: NonNullable<ReturnType<typeof readPool>>) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ['pool'] as const,
        registers: [this.registry],
        collect() {
          const pool = readPool(orm);
          this.set({ pool: 'reads' }, pool ? read(pool) : 0);
        },
      });
    poolGauge('db_pool_connections_used', 'Database connections lent out to a read, by pool.', (p) => p.totalCount - p.idleCount);
    poolGauge('db_pool_connections_free', 'Database connections open and idle, by pool.', (p) => p.idleCount);
    poolGauge('db_pool_acquires_pending', 'Reads waiting for a database connection, by pool.', (p) => p.waitingCount);
  }

  /** Counts and times every HTTP answer under its route pattern. */
  httpMiddleware(): RequestHandler {
    return (req, res, next) => {
      const stop = this.httpDuration.startTimer();
      this.httpInFlight.inc();
      // 'close' follows 'finish', and also comes alone when the client goes away first.
      res.once('close', () => this.httpInFlight.dec());
      const routeOf = trackRoute(req);
      peekErrorCode(res, (code) => this.countError('rest', code));
      res.once('finish', () => {
        const route = routeOf();
        stop({ method: req.method, route });
        this.httpRequests.inc({ method: req.method, route, status: String(res.statusCode) });
      });
      next();
    };
  }

  /** Counts and times GraphQL operations by name, and their errors by code. */
  apolloPlugin(): ApolloServerPlugin<RequestContext> {
    return {
      requestDidStart: async () => {
        const started = process.hrtime.bigint();
        return {
          willSendResponse: async ({ operationName, operation, document, response }) => {
            // A refused operation (validation) was never chosen: its name is read from the document.
            const named = operationName ?? document?.definitions.find((node) => node.kind === Kind.OPERATION_DEFINITION)?.name?.value;
            const name = this.operationLabel(named);
            const result = response.body.kind === 'single' ? response.body.singleResult : response.body.initialResult;
            const errors = result.errors ?? [];
            for (const error of errors) this.countError('graphql', String(error.extensions?.code ?? 'INTERNAL_SERVER_ERROR'));
            this.operations.inc({ operation: name, type: operation?.operation ?? 'unknown', outcome: errors.length ? 'error' : 'ok' });
            this.operationDuration.observe({ operation: name }, Number(process.hrtime.bigint() - started) / 1e9);
          },
        };
      },
    };
  }

  /** Counts an answer sent from the public cache, its operation never run (see cached-answers.ts). */
  countCachedAnswer() {
    this.cachedAnswers.inc();
  }

  /** Counts an operation executed compiled or by graphql-js (see compiled-execution.ts). */
  countExecution(execution: Execution) {
    this.executions.inc({ execution });
  }

  /** Counts a request for a page rendered on the server (see page-render.ts). */
  countPageRender(outcome: PageRenderOutcome) {
    this.pageRenders.inc({ outcome });
  }

  /** The metrics in Prometheus' text format. */
  async render(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }

  private countError(where: 'rest' | 'graphql', code: string) {
    this.errors.inc({ interface: where, code: ERROR_CODE.test(code) ? code : 'OTHER' });
  }

  private operationLabel(name: string | null | undefined): string {
    if (!name) return 'anonymous';
    if (!OPERATION_NAME.test(name)) return 'other';
    if (this.operationNames.has(name)) return name;
    if (this.operationNames.size >= MAX_OPERATION_NAMES) return 'other';
    this.operationNames.add(name);
    return name;
  }
}

/**
 * The route pattern that matched (`/api/ecommerce/products/:id`), else the deepest mount point
 * the request went through (`/graphql`, `/api`), else 'unmatched' (the client's pages). Express
 * resets `req.baseUrl` when an error leaves a router, so both are noted as Express sets them.
 */
function trackRoute(req: Request): () => string {
  let route: unknown;
  let baseUrl = req.baseUrl;
  let matched: string | undefined;
  let deepest = '';
  Object.defineProperty(req, 'route', {
    configurable: true,
    enumerable: true,
    get: () => route,
    set(value: { path?: unknown } | undefined) {
      route = value;
      if (typeof value?.path === 'string') matched = `${baseUrl}${value.path}`.replace(/(.)\/$/, '$1');
    },
  });
  Object.defineProperty(req, 'baseUrl', {
    configurable: true,
    enumerable: true,
    get: () => baseUrl,
    set(value: string) {
      baseUrl = value;
      if (value.length > deepest.length) deepest = value;
    },
  });
  return () => matched ?? (deepest || 'unmatched');
}

/** Reads the code of an error answer (`{error: {code}}`) as it is sent. */
function peekErrorCode(res: Response, count: (code: string) => void) {
  const json = res.json.bind(res);
  res.json = (body: unknown) => {
    const code = (body as { error?: { code?: unknown } } | null)?.error?.code;
    if (res.statusCode >= 400 && typeof code === 'string') count(code);
    return json(body);
  };
}
