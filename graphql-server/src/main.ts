import 'reflect-metadata';
import { loadConfig } from './config/env.js';
import { createLogger } from './common/logger.js';
import { startShopServer } from './server.js';

const config = loadConfig();
const log = createLogger(config.LOG_LEVEL, config.NODE_ENV === 'development' && process.stdout.isTTY);

try {
  const server = await startShopServer(config, log);
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
    log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 15_000);
    timer.unref();
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
} catch (err) {
  log.fatal({ err }, 'failed to start');
  process.exit(1);
}
