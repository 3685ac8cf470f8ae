import http from 'node:http';
import { SMTPServer } from 'smtp-server';

/**
 * The browser journeys' mailbox: a real SMTP server the shop sends to, and a small HTTP API the
 * tests read from (`GET /messages?to=address`).
 */
interface Stored {
  to: string[];
  subject: string;
  /** The plain-text body, for codes sent only there (admin invitations). */
  body: string;
  receivedAt: string;
}
const messages: Stored[] = [];

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
