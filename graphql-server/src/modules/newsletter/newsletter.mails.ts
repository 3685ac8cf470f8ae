import type { MailMessage } from '../../common/mailer.js';

/** Where a newsletter mail's links go (the public site). */
export interface NewsletterUrls {
  /** The page that confirms a subscription: `?token=`. */
  confirm: string;
  /** The page with an Unsubscribe button (the visible link): `?token=`. */
  unsubscribePage: string;
  /** The RFC 8058 one-click endpoint (POST): `?token=`. */
  oneClick: string;
}

/** Double opt-in: the one mail an unconfirmed address gets. No offers in it. */
export function confirmationMail(shopName: string, to: string, confirmUrl: string): MailMessage {
  return {
    to,
    subject: `${shopName}: please confirm your newsletter subscription`,
    text: [
      `Someone (we hope you) asked to receive ${shopName}'s offers by e-mail at this address.`,
      '',
      'To confirm, open this link within 7 days:',
      confirmUrl,
      '',
      'If it was not you, ignore this e-mail: without confirmation we send you nothing else.',
    ].join('\n'),
  };
}

/**
 * Every marketing mail goes through here: a visible unsubscribe link in the body, and the
 * `List-Unsubscribe` / `List-Unsubscribe-Post` headers of RFC 8058 (one-click unsubscribe from the
 * mail client, by POST to the header's URL).
 */
export function marketingMail(
  to: string,
  subject: string,
  text: string,
  links: { unsubscribePage: string; oneClick: string },
): MailMessage {
  return {
    to,
    subject,
    text: `${text}\n\n--\nYou get this because you subscribed to our newsletter.\nUnsubscribe: ${links.unsubscribePage}`,
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The first marketing mail, once the address is confirmed. */
export function welcomeText(shopName: string): { subject: string; text: string } {
  return {
    subject: `Welcome to ${shopName}'s newsletter`,
    text: [
      `Your subscription is confirmed. You will receive ${shopName}'s exclusive offers at this address.`,
      '',
      'You can leave at any time: use the link below, the Unsubscribe button of your mail app, or the',
      'newsletter switch under "Your data and privacy" in your profile.',
    ].join('\n'),
  };
}
