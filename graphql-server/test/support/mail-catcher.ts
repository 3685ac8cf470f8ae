import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  subject: string;
  raw: string;
}

/** A real SMTP server for tests: the shop sends to it over SMTP and the test reads what arrived. */
export class MailCatcher {
  readonly mails: CapturedMail[] = [];
  private waiters: (() => void)[] = [];
  private server: SMTPServer;

  /** With `login`, the server demands that SMTP login (AUTH PLAIN/LOGIN over plain TCP). */
  private constructor(login?: { user: string; pass: string }) {
    this.server = new SMTPServer({
      authOptional: !login,
      ...(login
        ? {
            allowInsecureAuth: true,
            onAuth: (auth, _session, callback) =>
              auth.username === login.user && auth.password === login.pass
                ? callback(null, { user: auth.username })
                : callback(new Error('Invalid username or password')),
          }
        : {}),
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          this.mails.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: decodeSubject(raw),
            raw,
          });
          for (const w of this.waiters.splice(0)) w();
          callback();
        });
      },
    });
  }

  static async start(login?: { user: string; pass: string }): Promise<{ catcher: MailCatcher; url: string }> {
    const catcher = new MailCatcher(login);
    await new Promise<void>((resolve) => catcher.server.listen(0, '127.0.0.1', resolve));
    const { port } = catcher.server.server.address() as AddressInfo;
    return { catcher, url: `smtp://127.0.0.1:${port}` };
  }

  mailsTo(email: string): CapturedMail[] {
    return this.mails.filter((m) => m.to.includes(email.toLowerCase()));
  }

  /** Waits for the n-th mail (1-based) to this address. */
  waitForMail(email: string, nth = 1, timeoutMs = 5000): Promise<CapturedMail> {
    return this.waitFor(() => this.mailsTo(email)[nth - 1], `no mail #${nth} to ${email}`, timeoutMs);
  }

  /**
   * Waits for a mail to this address whose raw text holds `text` (mails sent after an answer may
   * arrive in any order: a count alone can find an earlier one).
   */
  waitForMailWith(email: string, text: string, timeoutMs = 5000): Promise<CapturedMail> {
    return this.waitFor(
      () => this.mailsTo(email).find((m) => m.raw.includes(text)),
      `no mail to ${email} holding ${text}`,
      timeoutMs,
    );
  }

  private async waitFor(
    find: () => CapturedMail | undefined,
    failure: string,
    timeoutMs: number,
  ): Promise<CapturedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = find();
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`${failure} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  /** The six-digit code in the n-th mail to this address (in its body: never in the subject). */
  async codeFor(email: string, nth = 1): Promise<string> {
    const mail = await this.waitForMail(email, nth);
    const code = codeInBody(mail.raw);
    if (!code) throw new Error(`no code in mail "${mail.subject}"`);
    return code;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The one-time code in a mail's body ("...is:" then six digits), quoted-printable undone. */
export function codeInBody(raw: string): string | undefined {
  const body = raw
    .slice(raw.search(/\r?\n\r?\n/))
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16)));
  return /\bis:\s*(?:<[^>]*>\s*)*(\d{6})\b/.exec(body)?.[1];
}

/** Subject header, unfolded, with RFC 2047 encoded words decoded. */
function decodeSubject(raw: string): string {
  const headers = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const match = /^Subject:(.*(?:\r?\n[ \t].*)*)/im.exec(headers);
  const value = (match?.[1] ?? '').replace(/\r?\n[ \t]/g, ' ').trim();
  return value.replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=\s*/gi, (_m, _cs, enc: string, text: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : text
          .replace(/_/g, ' ')
          .replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
  );
}
