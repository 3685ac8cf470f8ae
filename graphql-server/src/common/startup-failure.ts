/** A start-up failure the person starting the shop can act on: what went wrong and what to do. */
export class StartupError extends Error {
  constructor(
    message: string,
    readonly hint: string,
  ) {
    super(message);
    this.name = 'StartupError';
  }
}

interface StartupContext {
  port?: number;
  databaseUrl?: string | undefined;
}

function databaseLocation(url: string | undefined): string {
  if (!url) return 'the database';
  try {
    const u = new URL(url);
    return `the database at ${u.hostname}:${u.port || '5432'}${u.pathname}`;
  } catch {
    return 'the database';
  }
}

const DATABASE_HINT =
  'start PostgreSQL there, correct DATABASE_URL, or unset it to use the embedded database';

/**
 * One line for a failed start: what went wrong and what to do about it, never a stack trace
 * (the details are in the log at LOG_LEVEL=debug).
 */
export function describeStartupFailure(err: unknown, ctx: StartupContext = {}): string {
  const e = (err ?? {}) as NodeJS.ErrnoException & { port?: number };
  const message = (e.message ?? String(err)).split('\n')[0]!.replace(/:\s*$/, '');
  let what: string;
  let todo: string;
  if (err instanceof StartupError) {
    what = err.message;
    todo = err.hint;
  } else if (message.startsWith('Invalid configuration')) {
    const problems = (e.message ?? '')
      .split('\n')
      .slice(1)
      .map((l) => l.trim())
      .filter(Boolean);
    what = `invalid configuration (${problems.join('; ')})`;
    todo = 'fix these variables in .env or the environment (see .env.example)';
  } else if (e.code === 'EADDRINUSE') {
    what = `port ${ctx.port ?? e.port} is already in use`;
    todo = 'stop the program using it or set PORT to a free port';
  } else if (e.code === 'EACCES' && e.syscall === 'listen') {
    what = `port ${ctx.port ?? ''} needs privileges this process does not have`;
    todo = 'set PORT to a number above 1023';
  } else if (
    e.code === 'ECONNREFUSED' ||
    e.code === 'ENOTFOUND' ||
    e.code === 'ETIMEDOUT' ||
    e.code === 'EAI_AGAIN'
  ) {
    what = `cannot reach ${databaseLocation(ctx.databaseUrl)} (${e.code})`;
    todo = ctx.databaseUrl ? DATABASE_HINT : 'check the network, then start again';
  } else if (e.code === '28P01' || e.code === '28000') {
    what = `${databaseLocation(ctx.databaseUrl)} refused the login (${message})`;
    todo = 'correct the user and password in DATABASE_URL';
  } else if (e.code === '3D000' || e.code === '42501') {
    what = `${databaseLocation(ctx.databaseUrl)} cannot be used (${message})`;
    todo = 'create the database or grant the user CREATEDB, or point DATABASE_URL at another database';
  } else if (e.code === 'EACCES' || e.code === 'EPERM') {
    what = `permission denied${e.path ? ` on ${e.path}` : ''}`;
    todo = 'give this user access to that path, or set DATA_DIR to a folder it can write';
  } else if (e.code === 'ENOSPC') {
    what = 'the disk is full';
    todo = 'free some space, then start again';
  } else {
    what = message || 'an unexpected error';
    todo = 'start again with LOG_LEVEL=debug to see the details';
  }
  return `Rupee Shop could not start: ${what}. To fix it: ${todo}.`;
}
