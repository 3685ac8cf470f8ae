import path from 'node:path';
import { z } from 'zod';

/**
 * Every environment variable the server reads, parsed and validated once at boot.
 * Nothing else in the server reads `process.env`.
 */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  /** Prefix of every Redis key and channel, so several shops (or test runs) can share one Redis. */
  REDIS_PREFIX: z.string().default('shop:'),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Rupee Shop <no-reply@rupeeshop.local>'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(30)
    .default(15 * 60),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).default(14),
  ADMIN_EMAIL: z.string().email().default('admin@rupeeshop.local'),
  ADMIN_PASSWORD: z.string().min(8).default('Admin@12345'),
  ADMIN_NAME: z.string().default('Store Admin'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Origins (besides the shop's own) whose pages may open the GraphQL WebSocket, comma-separated. */
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .url()
          .transform((o) => new URL(o).origin),
      ),
    ),
  /** The most one GraphQL operation may cost (docs/api.md: the cost model). */
  API_MAX_QUERY_COST: z.coerce.number().int().min(1).default(1000),
  /** Cost points a client's bucket holds: the burst it may spend at once. */
  API_RATE_LIMIT_BUCKET: z.coerce.number().int().min(1).default(1000),
  /** Cost points restored to a client's bucket per second. */
  API_RATE_LIMIT_RESTORE_RATE: z.coerce.number().positive().default(50),
});

export type Env = z.infer<typeof EnvSchema>;

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

export interface Config extends Env {
  dataDir: string;
  webDist: string;
  outboxDir: string;
  uploadsDir: string;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env, overrides: Partial<Env> = {}): Config {
  // Empty strings in a .env file mean "unset".
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse({ ...cleaned, ...overrides });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.JWT_SECRET) {
    throw new Error('Invalid configuration:\n  JWT_SECRET: required in production with an external database');
  }
  if (env.API_MAX_QUERY_COST > env.API_RATE_LIMIT_BUCKET) {
    throw new Error(
      'Invalid configuration:\n  API_MAX_QUERY_COST: must not exceed API_RATE_LIMIT_BUCKET (no bucket could pay for it)',
    );
  }
  // Relative paths are taken from the repository root, whatever the working directory.
  const dataDir = path.resolve(REPO_ROOT, env.DATA_DIR);
  return {
    ...env,
    dataDir,
    webDist: path.resolve(REPO_ROOT, env.WEB_DIST ?? 'web/dist'),
    outboxDir: path.join(dataDir, 'outbox'),
    uploadsDir: path.join(dataDir, 'uploads'),
  };
}
