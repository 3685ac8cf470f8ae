import type { MailMessage } from '../../common/mailer.js';
import { CodePurpose } from './one-time-code.entity.js';

export function oneTimeCodeMail(
  shopName: string,
  email: string,
  code: string,
  purpose: CodePurpose,
): MailMessage {
  const what =
    purpose === CodePurpose.Register
      ? 'verify your e-mail address'
      : purpose === CodePurpose.Erase
        ? 'erase your account and its personal data for good'
        : 'reset your password';
  return {
    to: email,
    // Never the code itself in the subject: subjects are shown in notifications and lists, and logged.
    subject: `${shopName}: your one-time code`,
    text: `Your one-time code to ${what} is:\n\n    ${code}\n\nIt expires in 10 minutes and can be used once. If you did not ask for it, ignore this e-mail.`,
    html: `<p>Your one-time code to ${what} is:</p><p style="font-size:24px;font-weight:bold;letter-spacing:4px">${code}</p><p>It expires in 10 minutes and can be used once. If you did not ask for it, ignore this e-mail.</p>`,
  };
}

export function accountExistsMail(shopName: string, email: string): MailMessage {
  return {
    to: email,
    subject: `${shopName}: you already have an account`,
    text: `Someone (hopefully you) tried to register ${email} again.\n\nYou already have an account: log in, or use "Forgot Password?" if you cannot remember your password.\nYour password has not been changed.`,
  };
}

/** The code that proves the new address; never in the subject. */
export function emailChangeCodeMail(shopName: string, newEmail: string, code: string): MailMessage {
  return {
    to: newEmail,
    subject: `${shopName}: confirm your new e-mail address`,
    text: `Someone (hopefully you) asked to make ${newEmail} the login e-mail of their ${shopName} account.\nTo confirm, enter this one-time code on the User Details page:\n\n    ${code}\n\nIt expires in 10 minutes and can be used once. If you did not ask for it, ignore this e-mail: nothing changes.`,
  };
}

/** The new address already has an account: nothing changes, and only this mailbox learns why. */
export function emailChangeTakenMail(shopName: string, newEmail: string): MailMessage {
  return {
    to: newEmail,
    subject: `${shopName}: this address already has an account`,
    text: `Someone asked to make ${newEmail} the login e-mail of another ${shopName} account.\nThis address already has an account, so nothing was changed. If this was you, log in with this address instead.`,
  };
}

/** The old address is told of a requested change... */
export function emailChangeRequestedMail(shopName: string, oldEmail: string, newEmail: string): MailMessage {
  return {
    to: oldEmail,
    subject: `${shopName}: a change of your login e-mail was requested`,
    text: `Someone signed in to your ${shopName} account asked to change its login e-mail to ${newEmail}.\nUntil a code sent to that address is entered, ${oldEmail} stays your login.\nIf this was not you, change your password now and use "Sign out of other sessions" on the User Details page.`,
  };
}

/** ...and of a completed one. */
export function emailChangedMail(shopName: string, oldEmail: string, newEmail: string): MailMessage {
  return {
    to: oldEmail,
    subject: `${shopName}: your login e-mail was changed`,
    text: `The login e-mail of your ${shopName} account is now ${newEmail}; ${oldEmail} no longer logs in.\nIf this was not you, reply to this e-mail or contact support at once.`,
  };
}
