import type { Env } from './env.js';

/** The first admin's password when ADMIN_PASSWORD is unset: for a developer's own machine only. */
export const DEFAULT_ADMIN_PASSWORD = 'Admin@12345';
/** The rule for the first admin of a production shop (docs/decisions/first-admin-in-production.md). */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;
const MIN_DISTINCT_CHARACTERS = 5;

/**
 * What makes a start a production one: the variable to name, or null on a developer's machine.
 * NODE_ENV=production counts when the operator set it; `npm start` sets it by default for the
 * production build, which on the embedded database is a newcomer's first start.
 */
export function productionSignal(
  env: Pick<Env, 'NODE_ENV' | 'DATABASE_URL'> & Partial<Pick<Env, 'SHOP_NODE_ENV_DEFAULTED'>>,
): string | null {
  if (env.NODE_ENV === 'production' && !env.SHOP_NODE_ENV_DEFAULTED) return 'NODE_ENV=production';
  if (env.DATABASE_URL) return 'DATABASE_URL is set';
  return null;
}

/** Why this ADMIN_PASSWORD may not create the first admin of a production shop, or null when it may. */
export function adminPasswordWeakness(password: string | undefined): string | null {
  if (password === undefined) return `is not set (the first admin would get the development default)`;
  if (password.toLowerCase() === DEFAULT_ADMIN_PASSWORD.toLowerCase()) return 'is the development default';
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH)
    return `is shorter than ${ADMIN_PASSWORD_MIN_LENGTH} characters`;
  if (new Set(password).size < MIN_DISTINCT_CHARACTERS)
    return `has fewer than ${MIN_DISTINCT_CHARACTERS} different characters`;
  return null;
}
