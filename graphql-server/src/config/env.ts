import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { parseTrustProxy } from '../common/client-address.js';
import { parseEncryptionKey } from '../common/sealed.js';

/**
 * Every environment variable the server reads, parsed and validated once at boot.
 * Nothing else in the server reads `process.env`.
 */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /**
   * Set by `npm start` (bin/start.js) when it supplied NODE_ENV=production itself, for the production
   * build: the operator did not say this is a production shop (see config/first-admin.ts).
   */
  SHOP_NODE_ENV_DEFAULTED: z.enum(['true']).optional(),
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
  /**
   * AES-256 key (64 hex characters, or 32 bytes in base64) sealing secrets kept in the database
   * (the admin's mail password); unset = derived from JWT_SECRET or the generated secret key.
   */
  SETTINGS_ENCRYPTION_KEY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      const key = parseEncryptionKey(v);
      if (!key) {
        ctx.addIssue({ code: 'custom', message: 'must be 64 hex characters or 32 bytes in base64' });
        return z.NEVER;
      }
      return key;
    }),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(30)
    .default(15 * 60),
  /** A session ends after this many days without a refresh (sliding)... */
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).default(14),
  /** ...and this many days after its sign-in, however active (absolute). */
  SESSION_ABSOLUTE_DAYS: z.coerce.number().int().min(1).default(30),
  ADMIN_EMAIL: z.string().email().default('admin@rupeeshop.local'),
  /**
   * The first admin's password (used once, when there is no admin). Unset: the development default
   * (config/first-admin.ts), refused in production with the other weak ones.
   */
  ADMIN_PASSWORD: z.string().min(8).optional(),
  ADMIN_NAME: z.string().default('Store Admin'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /**
   * Proxies trusted to say who the client is (X-Forwarded-For): `false` (none), `true` (one hop),
   * a hop count, or a comma list of addresses/CIDR ranges (common/client-address.ts).
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx) => {
      try {
        return parseTrustProxy(v);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
        return z.NEVER;
      }
    }),
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
  /**
   * One-time-code mails (register, resend, forgot password) one client address may ask for in an
   * hour; each e-mail address has its own limit of 5 besides. Raise it where many shoppers share
   * an address (an office, carrier-grade NAT) or for a browser test run.
   */
  AUTH_CODE_MAILS_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
  /** The most one GraphQL operation may cost (docs/api.md: the cost model). */
  API_MAX_QUERY_COST: z.coerce.number().int().min(1).default(1000),
  /** Cost points a client's bucket holds: the burst it may spend at once. */
  API_RATE_LIMIT_BUCKET: z.coerce.number().int().min(1).default(1000),
  /** Cost points restored to a client's bucket per second. */
  API_RATE_LIMIT_RESTORE_RATE: z.coerce.number().positive().default(50),
  /** An API key's bucket (per key): larger than an anonymous client's. */
  API_KEY_RATE_LIMIT_BUCKET: z.coerce.number().int().min(1).default(5000),
  /** Cost points restored to an API key's bucket per second. */
  API_KEY_RATE_LIMIT_RESTORE_RATE: z.coerce.number().positive().default(250),
  /**
   * A signed-in admin's bucket (per admin): larger than a key's, for the back-office's big pages
   * (the orders page asks for about 3,400 points); an admin's operation may cost up to it.
   */
  ADMIN_RATE_LIMIT_BUCKET: z.coerce.number().int().min(1).default(20000),
  /** Cost points restored to an admin's bucket per second. */
  ADMIN_RATE_LIMIT_RESTORE_RATE: z.coerce.number().positive().default(1000),
  /** Uploaded images in an S3-compatible bucket (unset: DATA_DIR/uploads on this machine). */
  UPLOADS_S3_BUCKET: z.string().min(1).optional(),
  UPLOADS_S3_REGION: z.string().default('us-east-1'),
  /** An S3-compatible server (MinIO, Ceph, R2); unset = AWS S3. */
  UPLOADS_S3_ENDPOINT: z.string().url().optional(),
  UPLOADS_S3_ACCESS_KEY_ID: z.string().optional(),
  UPLOADS_S3_SECRET_ACCESS_KEY: z.string().optional(),
  UPLOADS_S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Prepended to every object key, e.g. `shop/`. */
  UPLOADS_S3_PREFIX: z.string().default(''),
  /**
   * Scheduled and background jobs (pg-boss, in the shop's database). `off`: this instance neither
   * schedules nor works them (an instance kept for answering only; most tests).
   */
  JOBS: z.enum(['on', 'off']).default('on'),
  /**
   * Prometheus metrics (`GET /metrics`) on a port of their own, without a token: keep it off the
   * public network (unset: no such port; 0: any free port, for tests).
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** The interface METRICS_PORT listens on (0.0.0.0 where Prometheus scrapes from another host). */
  METRICS_HOST: z.string().default('127.0.0.1'),
  /**
   * `GET /metrics` on the main port too, for `Authorization: Bearer <METRICS_TOKEN>` only (32+
   * characters). Unset: the main port answers /metrics 404.
   */
  METRICS_TOKEN: z.string().min(32, 'METRICS_TOKEN must be at least 32 characters').optional(),
  /**
   * OpenTelemetry traces over OTLP/HTTP to `<endpoint>/v1/traces` (e.g. http://collector:4318);
   * unset: no tracing at all (common/tracing.ts).
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  /** The `service.name` the spans carry. */
  OTEL_SERVICE_NAME: z.string().min(1).default('rupee-shop'),
  /**
   * Webhook deliveries to loopback, private and link-local addresses (refused otherwise, after
   * DNS), and plain http in production too: `true` only for tests and local receivers
   * (docs/webhooks.md).
   */
  WEBHOOKS_ALLOW_PRIVATE_TARGETS: z.enum(['true', 'false']).default('false'),
  /** `off`: this instance does not dispatch webhook deliveries (others do; tests pass by hand). */
  WEBHOOKS_DISPATCHER: z.enum(['on', 'off']).default('on'),
  /**
   * Days a finished webhook delivery (and its request and answer) is kept before the nightly
   * cleanup deletes it; failed ones are kept at least 14 days, the redelivery window.
   */
  WEBHOOKS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /**
   * Who takes the money: `test` (the built-in test gateway: no money moves) or `razorpay` (needs
   * the three RAZORPAY_* keys). Default: razorpay when its keys are set, else test.
   */
  PAYMENT_PROVIDER: z.enum(['test', 'razorpay']).optional(),
  /** How long an unpaid order holds its stock (minutes) before the sweep gives it back. */
  PAYMENT_HOLD_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  /** Reconciliation asks the provider about payments still pending after this many minutes. */
  PAYMENT_RECONCILE_AFTER_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(5),
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  /** The webhook's own secret (set in Razorpay's dashboard), never the key secret. */
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Razorpay's API root, without `/v1` (tests point it at their local fake). */
  RAZORPAY_API_URL: z.string().url().default('https://api.razorpay.com'),
});

export type Env = z.infer<typeof EnvSchema>;

/**
 * The checkout's root: the nearest folder above this file whose package.json lists workspaces. Found
 * by walking up, so the TypeScript sources and the compiled build (`graphql-server/dist/...`) agree.
 */
export const REPO_ROOT = findRepoRoot(import.meta.dirname);

function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    try {
      const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
        workspaces?: unknown;
      };
      if (pkg.workspaces) return dir;
    } catch {
      // no package.json here: keep walking up
    }
    if (path.dirname(dir) === dir) throw new Error(`no workspace root above ${from}`);
  }
}

export interface Config extends Env {
  /** Who takes the money (PAYMENT_PROVIDER, or razorpay when its keys are set). */
  paymentProvider: 'test' | 'razorpay';
  dataDir: string;
  webDist: string;
  /** The web app's server build (the storefront's pre-render), beside `webDist`. */
  webServerBuild: string;
  outboxDir: string;
  uploadsDir: string;
  /** The web app's operations by hash (codegen's persisted documents), allowed without sending them. */
  persistedDocumentsFile: string;
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
  if (
    env.API_MAX_QUERY_COST >
    Math.min(env.API_RATE_LIMIT_BUCKET, env.API_KEY_RATE_LIMIT_BUCKET, env.ADMIN_RATE_LIMIT_BUCKET)
  ) {
    throw new Error(
      'Invalid configuration:\n  API_MAX_QUERY_COST: must not exceed API_RATE_LIMIT_BUCKET, API_KEY_RATE_LIMIT_BUCKET or ADMIN_RATE_LIMIT_BUCKET (no bucket could pay for it)',
    );
  }
  const razorpayKeys = [env.RAZORPAY_KEY_ID, env.RAZORPAY_KEY_SECRET, env.RAZORPAY_WEBHOOK_SECRET];
  const paymentProvider = env.PAYMENT_PROVIDER ?? (razorpayKeys.every(Boolean) ? 'razorpay' : 'test');
  if (paymentProvider === 'razorpay' && !razorpayKeys.every(Boolean)) {
    throw new Error(
      'Invalid configuration:\n  PAYMENT_PROVIDER: razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET',
    );
  }
  if (paymentProvider === 'razorpay' && env.RAZORPAY_WEBHOOK_SECRET === env.RAZORPAY_KEY_SECRET) {
    throw new Error(
      'Invalid configuration:\n  RAZORPAY_WEBHOOK_SECRET: must differ from RAZORPAY_KEY_SECRET (set the webhook its own secret)',
    );
  }
  // Relative paths are taken from the repository root, whatever the working directory.
  const dataDir = path.resolve(REPO_ROOT, env.DATA_DIR);
  const webDist = path.resolve(REPO_ROOT, env.WEB_DIST ?? 'web/dist');
  return {
    ...env,
    paymentProvider,
    dataDir,
    webDist,
    webServerBuild: path.join(path.dirname(webDist), 'dist-ssr'),
    outboxDir: path.join(dataDir, 'outbox'),
    uploadsDir: path.join(dataDir, 'uploads'),
    persistedDocumentsFile: path.join(REPO_ROOT, 'web/src/graphql/persisted-documents.json'),
  };
}
