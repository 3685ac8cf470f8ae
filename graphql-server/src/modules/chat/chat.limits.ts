import type { RateLimitRule } from '../../common/rate-limit.js';

export interface ChatLimits {
  /** Messages (texts, replies, prompts, answers) one user may send per window. */
  sendsPerWindow: number;
  windowSeconds: number;
}

export const defaultChatLimits: ChatLimits = { sendsPerWindow: 30, windowSeconds: 60 };

/** The per-user send limit as a rule of the common rate limiter (shared through Redis when set). */
export function chatSendRule(limits: ChatLimits): RateLimitRule {
  return {
    points: limits.sendsPerWindow,
    durationSeconds: limits.windowSeconds,
    message: (wait) => `You are sending messages too quickly. Please wait ${wait} seconds.`,
  };
}
