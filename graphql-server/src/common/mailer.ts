import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from './logger.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * Real SMTP when `smtpUrl` is set; otherwise every message is written as an .eml file to
 * `outboxDir` (readable with any text editor or mail client) and a log line says where.
 */
export function createMailer(
  opts: { smtpUrl?: string | undefined; from: string; outboxDir: string },
  log: Logger,
): Mailer {
  if (opts.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(message) {
        const info = await transport.sendMail({ from: opts.from, ...message });
        log.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: opts.from, ...message });
      await fs.mkdir(opts.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(opts.outboxDir, `${stamp}-${crypto.randomBytes(3).toString('hex')}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      log.info(
        { to: message.to, subject: message.subject, file },
        'no SMTP_URL set: mail written to the outbox',
      );
    },
    close: () => transport.close(),
  };
}
