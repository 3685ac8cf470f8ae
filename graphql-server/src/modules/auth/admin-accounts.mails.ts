import type { MailMessage } from '../../common/mailer.js';

/** The invitation: the code is in the body only (never the subject, which mail logs may keep). */
export function adminInviteMail(
  shopName: string,
  invite: { email: string; name: string; code: string; invitedBy: string },
  acceptUrl: string,
): MailMessage {
  const link = `${acceptUrl}?email=${encodeURIComponent(invite.email)}`;
  const text = [
    `Hello ${invite.name},`,
    '',
    `${invite.invitedBy} invited you to run ${shopName} as an admin.`,
    `Set your own password at ${link} with this code:`,
    '',
    `    ${invite.code}`,
    '',
    'The code works once and expires in 48 hours. If you did not expect this, ignore this e-mail.',
  ].join('\n');
  return { to: invite.email, subject: `${shopName}: you are invited to be an admin`, text };
}
