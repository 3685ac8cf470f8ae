import type { MailMessage } from '../../common/mailer.js';
import { CodePurpose } from './one-time-code.entity.js';

export function oneTimeCodeMail(
  shopName: string,
  email: string,
  code: string,
  purpose: CodePurpose,
): MailMessage {
  const what = purpose === CodePurpose.Register ? 'verify your e-mail address' : 'reset your password';
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
