import http from 'node:http';
import { SMTPServer } from 'smtp-server';

/**
 * The browser journeys' mailbox: a real SMTP server the shop sends to, and a small HTTP API the
 * tests read from (`GET /messages?to=address`).
 */
interface Stored {
  to: string[];
  subject: string;
  /** The one-time code in the body, if any (never in the subject). */
  code?: string | undefined;
  /** The message after its headers, as sent (plain text mails are readable as they are). */
  body: string;
  receivedAt: string;
}
const messages: Stored[] = [];

/** The one-time code in a mail's body ("...is:" then six digits), quoted-printable undone. */
function codeOf(raw: string): string | undefined {
  const body = raw
    .slice(raw.search(/\r?\n\r?\n/))
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16)));
  return /\bis:\s*(?:<[^>]*>\s*)*(\d{6})\b/.exec(body)?.[1];
}

function subjectOf(raw: string): string {
  const headers = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const value = (/^Subject:(.*(?:\r?\n[ \t].*)*)/im.exec(headers)?.[1] ?? '')
    .replace(/\r?\n[ \t]/g, ' ')
    .trim();
  return value.replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=\s*/gi, (_m, _c, enc: string, text: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : text
          .replace(/_/g, ' ')
          .replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
  );
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, done) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      messages.push({
        to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        subject: subjectOf(raw),
        code: codeOf(raw),
        body: raw
          .split(/\r?\n\r?\n/)
          .slice(1)
          .join('\n'),
        receivedAt: new Date().toISOString(),
      });
      done();
    });
  },
});
smtp.listen(Number(process.env.MAIL_SMTP_PORT ?? 5183), '127.0.0.1');

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/health') return void res.end('ok');
    if (url.pathname === '/messages') {
      const to = url.searchParams.get('to')?.toLowerCase();
      res.setHeader('content-type', 'application/json');
      return void res.end(JSON.stringify(messages.filter((m) => !to || m.to.includes(to))));
    }
    res.statusCode = 404;
    res.end();
  })
  .listen(Number(process.env.MAIL_HTTP_PORT ?? 5182), '127.0.0.1');
