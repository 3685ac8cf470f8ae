import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { ADMIN } from '../../common/authorization.js';
import type { Context } from '../../common/context.js';
import { MessagePayload } from '../../common/payloads.js';
import {
  ConfirmTwoFactorInput,
  TwoFactorCodeInput,
  TwoFactorPasswordInput,
} from './admin-security.inputs.js';
import {
  AdminSecurity,
  AdminSignInPayload,
  RecoveryCodesPayload,
  TwoFactorEnrolled,
  TwoFactorEnrolment,
} from './admin-security.types.js';
import { LoginInput } from './auth.inputs.js';
import { AuthPayload } from './auth.types.js';

/** Admin two-factor sign-in (docs/api.md: Admin two-factor sign-in). */
@Resolver()
export class TwoFactorResolver {
  @Mutation(() => AdminSignInPayload, {
    description: 'Admin sign-in, step 1: the password. Answers a session or the next step and its challenge.',
  })
  adminSignIn(@Arg('input', () => LoginInput) input: LoginInput, @Ctx() { em, services, meta }: Context) {
    return services.twoFactor.signIn(em, input, meta);
  }

  @Mutation(() => AuthPayload, { description: 'Admin sign-in, step 2: an authenticator or recovery code.' })
  adminSignInCode(
    @Arg('input', () => TwoFactorCodeInput) input: TwoFactorCodeInput,
    @Ctx() { em, services, meta }: Context,
  ) {
    return services.twoFactor.signInWithCode(em, input, meta);
  }

  @Mutation(() => TwoFactorEnrolment, {
    description:
      'A new authenticator secret: for the signed-in admin, or with an ENROL challenge at sign-in.',
  })
  startTwoFactorEnrolment(
    @Arg('challenge', () => String, { nullable: true }) challenge: string | null,
    @Ctx() { em, services, viewer }: Context,
  ) {
    return services.twoFactor.startEnrolment(em, viewer, challenge);
  }

  @Mutation(() => TwoFactorEnrolled, { description: 'Confirms the new secret with a first code.' })
  confirmTwoFactorEnrolment(
    @Arg('input', () => ConfirmTwoFactorInput) input: ConfirmTwoFactorInput,
    @Ctx() { em, services, viewer, meta }: Context,
  ) {
    return services.twoFactor.confirmEnrolment(em, viewer, input, meta);
  }

  @Authorized(ADMIN)
  @Mutation(() => RecoveryCodesPayload, { description: 'New recovery codes; the old ones stop working.' })
  regenerateRecoveryCodes(
    @Arg('input', () => TwoFactorPasswordInput) input: TwoFactorPasswordInput,
    @Ctx() { em, services, viewer }: Context,
  ) {
    return services.twoFactor.regenerateRecoveryCodes(em, viewer, input);
  }

  @Authorized(ADMIN)
  @Mutation(() => MessagePayload)
  disableTwoFactor(
    @Arg('input', () => TwoFactorPasswordInput) input: TwoFactorPasswordInput,
    @Ctx() { em, services, viewer }: Context,
  ) {
    return services.twoFactor.disable(em, viewer, input);
  }

  @Authorized(ADMIN)
  @Query(() => AdminSecurity)
  adminSecurity(@Ctx() { em, services, viewer }: Context) {
    return services.twoFactor.security(em, viewer);
  }

  @Authorized(ADMIN)
  @Mutation(() => AdminSecurity, { description: 'Only an admin with two-factor on may change it.' })
  setAdminTwoFactorRequired(
    @Arg('required', () => Boolean) required: boolean,
    @Ctx() { em, services, viewer }: Context,
  ) {
    return services.twoFactor.setRequired(em, viewer, required);
  }
}
