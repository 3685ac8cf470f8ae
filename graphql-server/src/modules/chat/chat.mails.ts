import type { MailMessage } from '../../common/mailer.js';

/** "Support answered": sent when an admin replies while the shopper has no open connection. */
export function chatAnsweredMail(o: {
  to: string;
  name: string;
  shopName: string;
  faqUrl: string;
}): MailMessage {
  return {
    to: o.to,
    subject: `${o.shopName}: support answered your message`,
    text: [
      `Hello ${o.name || 'there'},`,
      '',
      'Our support team has answered your message.',
      `Read the answer and reply in the support chat: ${o.faqUrl}`,
      '',
      `${o.shopName} Support Team`,
    ].join('\n'),
  };
}
