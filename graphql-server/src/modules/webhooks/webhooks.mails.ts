import type { Mailer, MailMessage } from '../../common/mailer.js';
import type { EntityManager } from '@mikro-orm/postgresql';

/** The admins' e-mail when an endpoint is disabled (the bell says it too). */
export function endpointDisabledMail(
  shopName: string,
  to: string,
  e: { name: string; url: string },
): MailMessage {
  return {
    to,
    subject: `${shopName}: webhook "${e.name}" disabled`,
    text: [
      `Deliveries to the webhook "${e.name}" (${e.url}) failed for 24 hours, so it is disabled.`,
      'Its events are kept: resume it in the back-office (Settings → Webhooks) once the receiver answers,',
      'and redeliver the failed ones there.',
    ].join('\n'),
  };
}

/** Mails every enabled admin. */
export async function mailAdmins(em: EntityManager, mailer: Mailer, message: (to: string) => MailMessage) {
  const admins = await em.execute<{ email: string }[]>(
    "select email from users where role = 'admin' and disabled_at is null",
  );
  for (const a of admins) await mailer.send(message(a.email));
}
