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
  /** Extra header lines (a marketing mail's `List-Unsubscribe` and `List-Unsubscribe-Post`). */
  headers?: Record<string, string>;
  /** Files attached (an order's tax invoice PDF). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/** An SMTP login. */
export interface MailLogin {
  user: string;
  pass: string;
}

/**
 * Who the shop's mail comes from, read at every send (the admin settings change it without a
 * restart): the sender's display name, its address (else MAIL_FROM's), the Reply-To address, and
 * the SMTP login that replaces SMTP_URL's own (else SMTP_URL's).
 */
export interface MailIdentity {
  senderName: string;
  senderAddress?: string | null;
  replyTo?: string | null;
  login?: MailLogin | null;
}

/** Whether an SMTP login worked; `ok: null` when there is no SMTP server to try (outbox mode). */
export interface LoginCheck {
  ok: boolean | null;
  error?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Tries to log in to the SMTP server with these credentials (nothing is sent). */
  verifyLogin(login: MailLogin | null): Promise<LoginCheck>;
  close(): void;
}

/** The address inside MAIL_FROM (`Name <addr>` or `addr`). */
export function addressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();
}

/** SMTP_URL with another login in place of its own. */
function withLogin(smtpUrl: string, login: MailLogin | null | undefined): string {
  if (!login) return smtpUrl;
  const url = new URL(smtpUrl);
  url.username = encodeURIComponent(login.user);
  url.password = encodeURIComponent(login.pass);
  return url.toString();
}

const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * Real SMTP when `smtpUrl` is set; otherwise every message is written as an .eml file to
 * `outboxDir` (readable with any text editor or mail client) and a log line says where.
 * `identity` is read at every send: sender name, address, Reply-To and SMTP login.
 */
export function createMailer(
  opts: {
    smtpUrl?: string | undefined;
    from: string;
    outboxDir: string;
    identity?: (() => MailIdentity) | undefined;
  },
  log: Logger,
): Mailer {
  const defaultAddress = addressOf(opts.from);
  const envelope = (message: MailMessage) => {
    const id = opts.identity?.();
    return {
      from: id ? { name: id.senderName, address: id.senderAddress || defaultAddress } : opts.from,
      ...(id?.replyTo ? { replyTo: id.replyTo } : {}),
      ...message,
    };
  };

  if (opts.smtpUrl) {
    const smtpUrl = opts.smtpUrl;
    // One transport per login; a new login (the admin saved other credentials) gets a new one.
    let current: { key: string; transport: Transporter } | undefined;
    const transportFor = (login: MailLogin | null | undefined): Transporter => {
      const key = login ? `${login.user}\u0000${login.pass}` : '';
      if (current?.key !== key) {
        current?.transport.close();
        current = { key, transport: nodemailer.createTransport(withLogin(smtpUrl, login), SMTP_TIMEOUTS) };
      }
      return current.transport;
    };
    return {
      async send(message) {
        const mail = envelope(message);
        const info = await transportFor(opts.identity?.().login).sendMail(mail);
        // Never the subject or the body: they carry one-time codes (docs/decisions/secrets-out-of-logs.md).
        log.info({ to: message.to, messageId: info.messageId }, 'mail sent');
      },
      async verifyLogin(login) {
        const transport = nodemailer.createTransport(withLogin(smtpUrl, login), SMTP_TIMEOUTS);
        try {
          await transport.verify();
          return { ok: true };
        } catch (err) {
          return { ok: false, error: err instanceof Error ? err.message : String(err) };
        } finally {
          transport.close();
        }
      },
      close: () => current?.transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail(envelope(message));
      await fs.mkdir(opts.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(opts.outboxDir, `${stamp}-${crypto.randomBytes(3).toString('hex')}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      log.info({ to: message.to, file }, 'no SMTP_URL set: mail written to the outbox');
    },
    verifyLogin: async () => ({ ok: null }),
    close: () => transport.close(),
  };
}
