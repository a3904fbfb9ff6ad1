import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { expressMiddleware } from '@as-integrations/express5';
import type { MikroORM } from '@mikro-orm/postgresql';
import cookieParser from 'cookie-parser';
import express from 'express';
import { RateLimiter } from './core/http/rate-limit.js';
import type { Config } from './settings.js';
import type { RequestContext } from './core/request-context.js';
import { anonymousAnswerCache } from './core/graphql/answer-cache.js';
import { cachedAnswers } from './core/graphql/cached-answers.js';
import { formatGraphqlError } from './core/graphql/format-error.js';
import { buildGraphqlSchema } from './core/graphql/schema.js';
import { compiledExecution } from './core/graphql/compiled-execution.js';
import { clientApp } from './core/http/client-app.js';
import { pageRender } from './core/http/page-render.js';
import { compressAnswers } from './core/http/compression.js';
import { errorHandler, notFoundHandler } from './core/http/error-handler.js';
import { untrustedForwardingWarning } from './core/http/forwarded-headers.js';
import { readablePaths } from './core/http/path-input.js';
import { requestLimit } from './core/http/request-limit.js';
import { requestLogging } from './core/http/request-logging.js';
import { securityHeaders } from './core/http/security-headers.js';
import { createRequestContext, NOBODY_SIGNS_IN } from './core/request-context.js';
import { PublicCache } from './core/cache/public-cache.js';
import { startCacheDropBus } from './core/cache/cache-drop-bus.js';
import { dropWritten } from './core/cache/written.js';
import { GRAPHQL_MAX_TOKENS, graphqlLimitRules } from './core/graphql/limits.js';
import { graphqlInputDepth } from './core/graphql/input-depth.js';
import { rowCostLimit } from './core/graphql/row-cost.js';
import { graphqlMultipartRequests } from './core/graphql/multipart-requests.js';
import { persistedQueryInput } from './core/graphql/persisted-query-input.js';
import { Metrics } from './core/metrics/metrics.js';
import { metricsRoute } from './core/metrics/metrics-route.js';
import { apiRouter } from './core/rest/api-router.js';
import { privateByDefault } from './core/rest/public-read.js';
import type { Logger } from './core/logger.js';
import { connectRedis } from './core/redis.js';
import { fileStorageFor } from './modules/file-storage/file-storage.js';
import type { Catalogue } from './core/model/catalogue.js';
import { catalogue as platform } from './modules/index.js';
import { imageSizes } from './modules/file-storage/image-sizes.js';
import { publicFiles } from './modules/file-storage/public-files.js';
import { crawlerRoutes } from './modules/host/crawler-routes.js';

/** How long the readiness check waits for the database. */
const HEALTH_TIMEOUT_MS = 3000;

export interface AppDependencies {
  config: Config;
  orm: MikroORM;
  logger: Logger;
  httpServer: Server;
  /** False once the server shuts down: readiness then answers 503 (liveness still 200). */
  isReady: () => boolean;
  /** The modules the app serves: the platform's unless told. */
  catalogue?: Catalogue;
}

/** Composes the HTTP application: health, GraphQL, REST, uploads and the built client. */
export async function createApp({ config, orm, logger, httpServer, isReady, catalogue = platform }: AppDependencies) {
  /** Names this server to the other instances (cache drops) and in Redis' client list. */
  const instanceId = randomUUID();
  // One Redis connection for every command: the rate limits' counts and the cache drops sent.
  const redis = config.redisUrl ? connectRedis(config.redisUrl, instanceId, 'commands', logger) : undefined;
  // Remote storages' SDKs are loaded now, not in the first upload's request.
  const files = await fileStorageFor(config.fileStorage);
  const cache = new PublicCache({ enabled: config.publicCache });
  const identification = catalogue.modules.find((module) => module.identification)?.identification?.({ cache }) ?? NOBODY_SIGNS_IN;
  const services = { orm, config, logger, cache, onWrite: dropWritten(cache, catalogue), limiter: new RateLimiter(config, redis), files, identification };
  // Writes on any instance drop the public answers cached on every instance.
  const cacheBus = await startCacheDropBus({ cache: services.cache, logger, instanceId, databaseUrl: config.database.url, redisUrl: config.redisUrl, redis, redisPrefix: config.redisPrefix });
  // Limits counted from the first request on where they are shared (unless Redis is away).
  await services.limiter.connected();
  const metrics = new Metrics(orm);
  const apollo = new ApolloServer<RequestContext>({
    gateway: compiledExecution(await buildGraphqlSchema(catalogue), (execution) => metrics.countExecution(execution)),
    introspection: true,
    csrfPrevention: true,
    // Signals are handled once, in main.ts, for the whole server (database included).
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: false,
    formatError: formatGraphqlError(logger),
    // Too deep or too many aliases: refused in validation, before any resolver runs; too costly
    // (too many rows), once its variables are known (rowCostLimit below), still before.
    validationRules: graphqlLimitRules(config.graphqlLimits),
    // Parsing stops early on a huge document (the body limit alone still allows 1 MB of tokens).
    parseOptions: { maxTokens: GRAPHQL_MAX_TOKENS },
    // Stopping Apollo stops the HTTP server: in-flight requests finish, idle sockets close.
    // No cache hints are used: the cache-control plugin Apollo adds by default would only wrap
    // every field resolver for nothing.
    plugins: [
      // Requests get half the shutdown's time to finish; the other half closes the rest (jobs, the database).
      ApolloServerPluginDrainHttpServer({ httpServer, stopGracePeriodMillis: config.shutdown.timeoutMs / 2 }),
      ApolloServerPluginCacheControlDisabled(),
      rowCostLimit(config.graphqlLimits.maxCost, catalogue),
      anonymousAnswerCache(catalogue),
      metrics.apolloPlugin(),
    ],
  });
  await apollo.start();

  const app = express();
  app.disable('x-powered-by');
  // Whose X-Forwarded-For names the client (and so its rate-limit bucket): the operator's proxies only.
  app.set('trust proxy', config.trustProxy);
  if (config.production && config.trustProxy === false) app.use(untrustedForwardingWarning(logger));
  app.use(requestLogging(logger));
  // Before every route: pages, the admin, the playground and API answers all carry them; each
  // module adds what its pages load from other hosts (Telegram's widget, the storage's files).
  const contentSources = catalogue.modules.map((module) => module.contentSources?.(config) ?? {});
  app.use(securityHeaders({ publicUrl: config.publicUrl, contentSources }));
  app.use(metrics.httpMiddleware());
  app.use(compressAnswers());
  app.use(cookieParser());
  app.use(readablePaths);

  // Without a token of its own there is no metrics route: 404, like any path this server does not serve.
  if (config.metricsToken) app.get('/metrics', metricsRoute(metrics, config.metricsToken));
  app.get('/healthz', async (req, res) => {
    // Liveness: the process answers, whatever its database does, and while it shuts down (a
    // restart then would cut the drain short).
    if (req.query.live !== undefined) return void res.json({ status: 'ok' });
    // Readiness: a server shutting down still answers, but asks the load balancer to send no more.
    if (!isReady()) return void res.status(503).json({ status: 'stopping' });
    try {
      // A database that hangs is as unready as one that refuses: the check gives up after a while.
      let timer: NodeJS.Timeout | undefined;
      const gaveUp = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('select 1 took too long')), HEALTH_TIMEOUT_MS)));
      await Promise.race([orm.em.getConnection().execute('select 1'), gaveUp]).finally(() => clearTimeout(timer));
      res.json({ status: 'ok' });
    } catch (error) {
      logger.warn({ err: error }, 'health check: the database does not answer');
      res.status(503).json({ status: 'database unavailable' });
    }
  });

  // Health checks, the client's files and uploaded files are not counted: only what reaches the API.
  app.use(['/graphql', '/api'], requestLimit(services.limiter, config.rbac.secretKey));
  app.use(
    '/graphql',
    // Refusals Apollo answers before any plugin runs (malformed GET parameters) are private too.
    privateByDefault,
    graphqlMultipartRequests({ maxFileSize: config.fileStorage.maxBytes + 1, maxFiles: 10 }),
    express.json({ limit: '1mb' }),
    graphqlInputDepth,
    persistedQueryInput,
    // Anonymous answers kept in memory are sent from there, before Apollo reads the request.
    ...(config.publicCache ? [cachedAnswers({ cache, identification, counted: () => metrics.countCachedAnswer() })] : []),
    expressMiddleware(apollo, {
      context: async ({ req, res }): Promise<RequestContext> => createRequestContext(req, res, services),
    }),
  );

  app.use('/api', apiRouter(catalogue, services));
  // The local provider's files; before the client app (which leaves /public alone).
  app.use('/public', imageSizes(config.fileStorage.localDir), publicFiles(config.fileStorage.localDir));
  app.use(crawlerRoutes(catalogue, services));
  app.use(clientApp(undefined, pageRender(apollo, services, { counted: (outcome) => metrics.countPageRender(outcome) }), config.siteName));
  app.use(notFoundHandler);
  app.use(errorHandler);
  return {
    app,
    apollo,
    services,
    instanceId,
    /** Closes what the app opened besides its HTTP server (the cache drop bus, Redis). */
    async close() {
      await cacheBus.close();
      await redis?.quit().catch(() => {});
    },
  };
}
