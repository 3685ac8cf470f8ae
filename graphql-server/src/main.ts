import { loadConfig, type Config } from './config/env.js';
import { createLogger, type Logger } from './common/logger.js';
import { describeStartupFailure } from './common/startup-failure.js';
import { openDatabase, type DatabaseHandle } from './db/database.js';

let config: Config | undefined;
let log: Logger | undefined;
let database: Promise<DatabaseHandle> | undefined;
try {
  config = loadConfig();
  log = createLogger(config.LOG_LEVEL, config.NODE_ENV === 'development' && process.stdout.isTTY);
  // PostgreSQL starts (the embedded one is a process of its own and takes a few hundred ms) while
  // this process loads the rest of the server: the two overlap instead of adding up.
  database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir }, log);
  database.catch(() => undefined); // awaited by startShopServer; failures are reported below
  // Traces (OTEL_EXPORTER_OTLP_ENDPOINT) start before the server's modules load: the pg
  // instrumentation wraps pg as it is required. Unset, the tracing code is not even loaded.
  const tracing = config.OTEL_EXPORTER_OTLP_ENDPOINT
    ? await (
        await import('./common/tracing.js')
      ).startTracing({
        endpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT,
        serviceName: config.OTEL_SERVICE_NAME,
        log,
      })
    : undefined;
  const { startShopServer } = await import('./server.js').catch(async (err: unknown) => {
    await database?.then(
      (db) => db.stop(),
      () => undefined,
    );
    throw err;
  });
  const server = await startShopServer(config, log, { database, tracing });
  const url = config.PUBLIC_URL ?? server.url;
  log.info(
    { url, graphql: `${url}/graphql`, database: server.database.embedded ? 'embedded' : 'DATABASE_URL' },
    `shop is running at ${url}`,
  );
  log.info(`admin back-office: ${url}/admin/login (ADMIN_EMAIL ${config.ADMIN_EMAIL})`);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log!.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      log!.error('shutdown took too long; exiting');
      process.exit(1);
    }, 15_000);
    timer.unref();
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
} catch (err) {
  // The details (stack included) for whoever asks for them; one line saying what to do for everyone.
  log?.debug({ err }, 'start-up failure');
  log?.flush();
  process.stderr.write(
    `${describeStartupFailure(err, { port: config?.PORT, databaseUrl: config?.DATABASE_URL })}\n`,
  );
  process.exit(1);
}
