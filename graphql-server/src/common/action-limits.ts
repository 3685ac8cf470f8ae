import type { Viewer } from './context.js';
import type { RateLimit, RateLimitRule, RateLimits } from './rate-limit.js';

/**
 * Per-action limits (docs/api.md, "Per-action limits"): how often one client may do an action that
 * costs the shop something (a stored message, a mail, a review on a product page, an order) or
 * lets someone guess (promo codes). Counted per account when signed in, else per client address;
 * shared through Redis, with the in-process insurance while Redis is down.
 */
export interface ActionLimit {
  points: number;
  durationSeconds: number;
}

export interface ActionLimits {
  /** Contact-form messages. */
  contact: ActionLimit;
  /** Newsletter sign-ups (per address: it is an anonymous form). */
  newsletter: ActionLimit;
  /** Reviews posted. */
  reviews: ActionLimit;
  /** Promo codes checked and found invalid (enumeration); past it no code is checked. */
  promoFailures: ActionLimit;
  /** Wallet top-ups. */
  walletTopUps: ActionLimit;
  /** Orders placed (a retry with the same idempotency key is not counted). */
  orders: ActionLimit;
}

export const defaultActionLimits: ActionLimits = {
  contact: { points: 5, durationSeconds: 15 * 60 },
  newsletter: { points: 5, durationSeconds: 15 * 60 },
  reviews: { points: 10, durationSeconds: 60 * 60 },
  promoFailures: { points: 10, durationSeconds: 15 * 60 },
  walletTopUps: { points: 10, durationSeconds: 60 * 60 },
  orders: { points: 10, durationSeconds: 10 * 60 },
};

/** "45 seconds", "1 minute", "12 minutes". */
function waitText(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

const MESSAGES: Record<keyof ActionLimits, (wait: number) => string> = {
  contact: (w) => `You have sent several messages already. Please try again in ${waitText(w)}.`,
  newsletter: (w) => `Too many sign-ups from here. Please try again in ${waitText(w)}.`,
  reviews: (w) => `You have posted several reviews already. Please try again in ${waitText(w)}.`,
  promoFailures: (w) => `Too many promo codes tried. Please try again in ${waitText(w)}.`,
  walletTopUps: (w) => `Too many top-ups in a short time. Please try again in ${waitText(w)}.`,
  orders: (w) => `Too many orders in a short time. Please try again in ${waitText(w)}.`,
};

type ActionLimiters = Record<keyof ActionLimits, RateLimit>;

/** One limiter per action, under the shop's prefix (`act_<action>`). */
export function createActionLimiters(
  rateLimits: RateLimits,
  overrides: Partial<ActionLimits> = {},
): ActionLimiters {
  const limits = { ...defaultActionLimits, ...overrides };
  const out = {} as ActionLimiters;
  for (const name of Object.keys(limits) as (keyof ActionLimits)[]) {
    const rule: RateLimitRule = { ...limits[name], message: MESSAGES[name] };
    out[name] = rateLimits.create(`act_${name}`, rule);
  }
  return out;
}

/** Whom an action is counted against: the account when signed in, else the client's address. */
export function actorKey(viewer: Pick<Viewer, 'userId'> | null, client: string): string {
  return viewer ? `user:${viewer.userId}` : `ip:${client}`;
}
