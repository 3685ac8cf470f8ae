import { generateSync } from 'otplib';
import type { TestShop } from './shop.js';

/** Test helpers for admin two-factor sign-in and invitations. */

const ENROL_START =
  'mutation($c: String) { startTwoFactorEnrolment(challenge: $c) { secret otpauthUri qrCodeSvg } }';
const ENROL_CONFIRM = `mutation($i: ConfirmTwoFactorInput!) {
  confirmTwoFactorEnrolment(input: $i) { recoveryCodes token user { email } }
}`;

/** A code for the step `offset` steps from now (a code of a step not used before). */
export function totp(secret: string, offset = 0): string {
  return generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });
}

/** Enrols the signed-in admin (token) or the admin part-way through sign-in (challenge). */
export async function enrol(
  shop: TestShop,
  who: { token?: string; challenge?: string },
): Promise<{ secret: string; recoveryCodes: string[]; token: string | null }> {
  const started = await shop.gql<{ startTwoFactorEnrolment: { secret: string } }>(
    ENROL_START,
    { c: who.challenge ?? null },
    { token: who.token ?? null },
  );
  if (!started.data) throw new Error(`enrolment failed: ${JSON.stringify(started.errors)}`);
  const secret = started.data.startTwoFactorEnrolment.secret;
  const confirmed = await shop.gql<{
    confirmTwoFactorEnrolment: { recoveryCodes: string[]; token: string | null };
  }>(
    ENROL_CONFIRM,
    { i: { code: totp(secret), challenge: who.challenge ?? null } },
    { token: who.token ?? null },
  );
  if (!confirmed.data) throw new Error(`confirmation failed: ${JSON.stringify(confirmed.errors)}`);
  return { secret, ...confirmed.data.confirmTwoFactorEnrolment };
}

export const SIGN_IN = `mutation($i: LoginInput!) {
  adminSignIn(input: $i) { next token challenge challengeExpiresAt user { email } }
}`;
export const SIGN_IN_CODE =
  'mutation($i: TwoFactorCodeInput!) { adminSignInCode(input: $i) { token user { email role } } }';

export interface SignInAnswer {
  next: 'SIGNED_IN' | 'CODE' | 'ENROL';
  token: string | null;
  challenge: string | null;
}

export async function signIn(
  shop: TestShop,
  email: string,
  password: string,
  client?: string,
): Promise<SignInAnswer> {
  const res = await shop.gql<{ adminSignIn: SignInAnswer }>(SIGN_IN, { i: { email, password } }, { client });
  if (!res.data) throw new Error(`adminSignIn failed: ${JSON.stringify(res.errors)}`);
  return res.data.adminSignIn;
}

/** The six-digit code in the body of the n-th mail to this address (never in its subject). */
export async function inviteCode(
  shop: TestShop,
  email: string,
  nth = 1,
): Promise<{ code: string; subject: string }> {
  const mail = await shop.mail.waitForMail(email, nth);
  const body = mail.raw
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n');
  const code = /^\s*(\d{6})\s*$/m.exec(body)?.[1];
  if (!code) throw new Error(`no code in the mail to ${email}`);
  return { code, subject: mail.subject };
}

/** Invites an admin as `inviter`, accepts the invitation with `password`; answers their token. */
export async function inviteAndAccept(
  shop: TestShop,
  inviter: string,
  who: { email: string; name?: string; password?: string },
): Promise<void> {
  const password = who.password ?? 'Invited#2026';
  const n = shop.mail.mailsTo(who.email).length + 1;
  const invited = await shop.gql(
    'mutation($i: InviteAdminInput!) { inviteAdmin(input: $i) { message } }',
    { i: { name: who.name ?? 'Invited Admin', email: who.email } },
    { token: inviter, client: `10.66.${n}.${Math.floor(Math.random() * 250)}` },
  );
  if (invited.errors) throw new Error(`invite failed: ${JSON.stringify(invited.errors)}`);
  const { code } = await inviteCode(shop, who.email, n);
  const accepted = await shop.rest('POST', '/api/auth/admin/accept-invite', {
    email: who.email,
    otp: code,
    password,
    confirmPassword: password,
  });
  if (accepted.status !== 200) throw new Error(`accept failed: ${JSON.stringify(accepted.body)}`);
}
