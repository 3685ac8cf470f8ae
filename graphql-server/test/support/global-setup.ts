import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createLogger } from '../../src/common/logger.js';
import { startEmbeddedPostgres } from '../../src/db/database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL server URL; each test file creates its own database on it. */
    postgresUrl: string;
  }
}

/**
 * One PostgreSQL for the whole run: the machine's own when DATABASE_URL is set (CI), otherwise a
 * real embedded one started here in a temporary folder (a newcomer's machine).
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('postgresUrl', process.env.DATABASE_URL);
    return;
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-test-pg-'));
  const pg = await startEmbeddedPostgres(dir, createLogger('warn'), 'postgres');
  project.provide('postgresUrl', pg.url);
  return async () => {
    await pg.stop();
    await fs.rm(dir, { recursive: true, force: true });
  };
}
