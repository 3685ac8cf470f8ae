import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

const CENSOR = '[redacted]';

/**
 * Keys whose values never reach a log, at any depth (compared lower-case, without `-` and `_`):
 * credentials, one-time codes, and what a mail says (its subject and bodies carry codes).
 */
const SECRET_KEYS = new Set([
  'authorization',
  'proxyauthorization',
  'cookie',
  'setcookie',
  'otp',
  'onetimecode',
  'pass',
  'subject',
  'text',
  'html',
  'body',
]);
/** Keys ending so are secret too: `password`, `newPassword`, `refreshToken`, `jwtSecret`, `xApiKey`... */
const SECRET_SUFFIXES = ['password', 'passwordhash', 'token', 'secret', 'apikey', 'codehash'];
/** `code` is a one-time code when it looks like one (`err.code` such as `ECONNREFUSED` stays). */
const CODE_LIKE = /^\s*[0-9]{6,10}\s*$/;
/** Credentials inside a URL (`postgres://user:password@host`). */
const URL_CREDENTIALS = /(\b[a-z][a-z0-9+.-]*:\/\/[^:@/\s]*):[^@/\s]+@/gi;
/** Deeper than this, a value is replaced: nothing the shop logs is that deep. */
const MAX_DEPTH = 10;

function isSecretKey(key: string, value: unknown): boolean {
  const k = key.toLowerCase().replace(/[-_]/g, '');
  if (SECRET_KEYS.has(k) || SECRET_SUFFIXES.some((s) => k.endsWith(s))) return true;
  if (k !== 'code') return false;
  // A one-time code has six digits; a WebSocket close code (4403) or an HTTP status is not one.
  return typeof value === 'string' ? CODE_LIKE.test(value) : typeof value === 'number' && value >= 100_000;
}

function redactString(value: string): string {
  if (/^\s*bearer\s/i.test(value)) return CENSOR;
  return value.includes('://') ? value.replace(URL_CREDENTIALS, `$1:${CENSOR}@`) : value;
}

/** An error as pino would print it (type, message, stack, its own fields, its cause), as a plain object. */
function errorFields(err: Error): Record<string, unknown> {
  const out: Record<string, unknown> = { type: err.constructor?.name ?? err.name, message: err.message };
  if (err.stack) out.stack = err.stack;
  for (const [k, v] of Object.entries(err)) if (!(k in out)) out[k] = v;
  if (err.cause !== undefined) out.cause = err.cause;
  return out;
}

/**
 * A copy of `value` with every secret replaced by `[redacted]`, however deep it sits (pino's own
 * `redact` needs each path spelled out, and its wildcards match one level only). Errors become
 * plain objects on the way (so their fields are walked too); values with `toJSON` (dates, buffers)
 * are left to it. Returns `value` itself when nothing needed changing.
 */
export function redactSecrets(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return redactString(value);
  if (typeof value !== 'object' || value === null) return value;
  if (seen.has(value)) return '[circular]';
  if (depth >= MAX_DEPTH) return '[too deep]';
  if (value instanceof Error) return redactSecrets(errorFields(value), depth, seen);
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return value;
  seen.add(value);
  try {
    if (Array.isArray(value)) {
      let changed = false;
      const out = value.map((item) => {
        const r = redactSecrets(item, depth + 1, seen);
        if (r !== item) changed = true;
        return r;
      });
      return changed ? out : value;
    }
    let out: Record<string, unknown> | undefined;
    for (const [k, v] of Object.entries(value)) {
      const r =
        isSecretKey(k, v) && v !== undefined && v !== null ? CENSOR : redactSecrets(v, depth + 1, seen);
      if (r !== v) (out ??= { ...value })[k] = r;
    }
    return out ?? value;
  } finally {
    seen.delete(value);
  }
}

/**
 * The shop's logger (pino, JSON lines). Every logged object and every child's bindings pass through
 * `redactSecrets`: passwords, tokens, one-time codes, `Authorization`, cookies, API keys and mail
 * subjects and bodies never reach a log, at any depth (docs/decisions/secrets-out-of-logs.md).
 * `destination`: where the lines go (standard output by default).
 */
export function createLogger(level: string, pretty = false, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: undefined,
    formatters: {
      log: (object: Record<string, unknown>) => redactSecrets(object) as Record<string, unknown>,
    },
    // Errors arrive here already made plain (and redacted) by the formatter above.
    serializers: { err: (err: unknown) => err },
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { colorize: true, ignore: 'pid,hostname' } } }
      : {}),
  };
  const log = destination ? pino(options, destination) : pino(options);
  // A child's bindings are written once, when it is made (pino's bindings formatter runs for the
  // root only): redact them here. Children inherit this `child`, so grandchildren are covered too.
  const child = log.child; // pino's own, from its prototype: `this` is the logger it is called on
  const redactedChild = function (this: Logger, bindings: Parameters<Logger['child']>[0], opts?: object) {
    return child.call(this, redactSecrets(bindings) as typeof bindings, opts);
  };
  log.child = redactedChild as Logger['child'];
  return log;
}
