import type { MailMessage } from '../../common/mailer.js';

/** The Settings tab's 'Send test e-mail': proves the sender, Reply-To and SMTP login work. */
export function testMail(shopName: string, to: string): MailMessage {
  return {
    to,
    subject: `${shopName}: test e-mail`,
    text: [
      `This is a test e-mail from ${shopName}.`,
      '',
      'It was sent from the Settings tab of the admin dashboard. If you can read it, the shop can send mail',
      'with the current e-mail settings.',
    ].join('\n'),
  };
}
