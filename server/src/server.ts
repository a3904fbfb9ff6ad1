import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.js';
import type { Config } from './settings.js';
import { JobQueue } from './core/jobs/job-queue.js';
import type { Logger } from './core/logger.js';
import { openDatabase, type DatabaseOptions } from './db/database.js';
import { jobQueues } from './job-queues.js';
import { ReceiptDispatcher } from './modules/ecommerce/receipts/receipt-dispatcher.js';
import { NotificationDispatcher } from './modules/notification/dispatcher.js';
import { createMailer } from './modules/notification/mailer.js';

export interface RunningServer {
  url: string;
  /** This instance's id: it names its Redis connections (`platform:<id>:commands`). */
  instanceId: string;
  database: Awaited<ReturnType<typeof openDatabase>>;
  /** Sends the queued notifications every NOTIFICATION_POLL_MS; `drain()` sends the ones due now. */
  notifications: NotificationDispatcher;
  /** Draws the receipts of paid orders every RECEIPT_POLL_MS; `drain()` draws the ones due now. */
  receipts: ReceiptDispatcher;
  /**
   * The start of a shutdown: readiness answers 503 from now on, while requests are still served
   * (each answer then closing its connection, so that clients reconnect, through the load
   * balancer, elsewhere).
   */
  unready(): void;
  /** Stops accepting, lets in-flight requests finish, then closes the database. */
  close(): Promise<void>;
}

/** Opens the database (migrated), composes the app and listens. Used by main and by tests. */
export async function startServer(config: Config, logger: Logger, options: DatabaseOptions = {}): Promise<RunningServer> {
  const database = await openDatabase(config, logger, options);
  const { headersTimeoutMs, requestTimeoutMs } = config.http;
  const httpServer = http.createServer({
    headersTimeout: headersTimeoutMs,
    requestTimeout: requestTimeoutMs,
    // Node looks for overdue requests every 30 s by default: often enough to honour short limits too.
    connectionsCheckingInterval: Math.min(30_000, Math.max(100, Math.floor(headersTimeoutMs / 4))),
  });
  let ready = true;
  let jobs: JobQueue | undefined;
  try {
    // Before the app: a request's writes send jobs.
    jobs = await JobQueue.open(database.orm, logger, jobQueues(config));
    const { app, apollo, instanceId, services, close: closeApp } = await createApp({ config, orm: database.orm, logger, httpServer, isReady: () => ready, catalogue: options.catalogue });
    httpServer.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
      // Shutting down: no connection is kept for a next request that would find the listener closed.
      if (!ready) res.setHeader('connection', 'close');
      app(req, res);
    });
    const dispatcher = new NotificationDispatcher(database.orm, config, jobs, createMailer(config, logger), logger);
    dispatcher.start();
    const receipts = new ReceiptDispatcher({ ...services, queue: jobs });
    receipts.start();
    await new Promise<void>((resolve, reject) => {
      httpServer.once('error', reject);
      httpServer.listen(config.port, config.host, resolve);
    });
    const { port } = httpServer.address() as AddressInfo;
    let closing: Promise<void> | undefined;
    return {
      url: `http://127.0.0.1:${port}`,
      instanceId,
      database,
      notifications: dispatcher,
      receipts,
      unready: () => {
        ready = false;
      },
      close: () =>
        (closing ??= (async () => {
          ready = false;
          await apollo.stop();
          await dispatcher.stop();
          await receipts.stop();
          await jobs?.close();
          await closeApp();
          await database.close();
        })()),
    };
  } catch (error) {
    httpServer.close();
    await jobs?.close();
    await database.close();
    throw error;
  }
}
