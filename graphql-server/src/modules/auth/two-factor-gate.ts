import type { EntityManager } from '@mikro-orm/postgresql';
import { AdminSecurityPolicy, AdminTwoFactor } from './two-factor.entity.js';
import type { ChallengeStep } from './two-factor.js';
import { UserRole, type User } from './user.entity.js';

/**
 * Whether a sign-in that passed the password check still needs a second step: a code, for an
 * admin with two-factor on; enrolment, for an admin without it when the shop requires it.
 * Shoppers never do.
 */
export class TwoFactorGate {
  async secondStep(em: EntityManager, user: User): Promise<ChallengeStep | null> {
    if (user.role !== UserRole.ADMIN) return null;
    const own = await em.findOne(AdminTwoFactor, { userId: user.id }, { fields: ['enabledAt'] });
    if (own?.enabledAt) return 'code';
    const policy = await em.findOne(AdminSecurityPolicy, { id: 1 });
    return policy?.requireTwoFactor ? 'enrol' : null;
  }
}
