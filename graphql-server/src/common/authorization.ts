import { Authorized, type AuthChecker } from 'type-graphql';
import type { Context } from './context.js';
import { forbidden, unauthenticated } from './errors.js';
import { requireAdmin } from './viewer.js';

/** The role an admin-only operation declares: `@Authorized(ADMIN)` or `@AdminOnly(message)`. */
export const ADMIN = 'ADMIN';

const DEFAULT_ADMIN_DENIAL = 'Access denied. Admin login required.';

/** Operation (field) name → the specs' message for a caller who is not an admin. */
const denials = new Map<string, string>();

/**
 * Declares an admin-only operation whose refusal carries the specs' own message (anonymous:
 * UNAUTHENTICATED, signed in but not an admin: FORBIDDEN), exactly as the service's own check
 * would say it. The service keeps its check as the second gate.
 */
export function AdminOnly(deniedMessage: string = DEFAULT_ADMIN_DENIAL): MethodDecorator {
  const authorized = Authorized(ADMIN) as MethodDecorator;
  return (target, key, descriptor) => {
    const name = String(key);
    if (denials.has(name) && denials.get(name) !== deniedMessage)
      throw new Error(`@AdminOnly: two operations named ${name} with different messages`);
    denials.set(name, deniedMessage);
    return authorized(target, key, descriptor);
  };
}

/** `@Authorized()` needs a viewer; `@Authorized(ADMIN)` / `@AdminOnly()` an admin. */
export const authChecker: AuthChecker<Context> = ({ context, info }, roles) => {
  const denied = roles.includes(ADMIN) ? denials.get(info.fieldName) : undefined;
  if (denied) {
    requireAdmin(context.viewer, denied);
    return true;
  }
  if (!context.viewer) throw unauthenticated();
  if (roles.includes(ADMIN) && context.viewer.role !== 'admin') throw forbidden(DEFAULT_ADMIN_DENIAL);
  return true;
};
