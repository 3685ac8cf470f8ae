import { describe, expect, it } from 'vitest';
import { createLogger, redactSecrets } from './logger.js';

function capture() {
  const lines: string[] = [];
  const log = createLogger('debug', false, { write: (line: string) => void lines.push(line) });
  return { log, lines, last: () => JSON.parse(lines.at(-1)!) as Record<string, unknown> };
}

describe('the logger keeps secrets out at any depth', () => {
  it('redacts passwords, tokens, codes, Authorization and cookies however deep they sit', () => {
    const { log, lines, last } = capture();
    log.debug(
      {
        user: { email: 'a@example.com', password: 'hunter2-secret' },
        deep: {
          a: {
            b: {
              c: { d: { refreshToken: 'rt-secret', otp: '123456', nested: [{ newPassword: 'np-secret' }] } },
            },
          },
        },
        req: {
          headers: {
            Authorization: 'Bearer abc.def.ghi',
            cookie: 'sid=cookie-secret',
            'x-api-key': 'key-secret',
          },
        },
        variables: { input: { email: 'b@example.com', code: '654321', currentPassword: 'cp-secret' } },
      },
      'a request',
    );
    const text = lines.join('');
    for (const secret of [
      'hunter2-secret',
      'rt-secret',
      '123456',
      'np-secret',
      'abc.def.ghi',
      'cookie-secret',
      'key-secret',
      '654321',
      'cp-secret',
    ])
      expect(text).not.toContain(secret);
    const line = last();
    expect(line.msg).toBe('a request');
    expect(line.user).toEqual({ email: 'a@example.com', password: '[redacted]' });
    expect((line.variables as { input: Record<string, unknown> }).input).toEqual({
      email: 'b@example.com',
      code: '[redacted]',
      currentPassword: '[redacted]',
    });
  });

  it("redacts a mail's subject and bodies, and credentials inside URLs", () => {
    const { log, last } = capture();
    log.info(
      {
        mail: { to: 'c@example.com', subject: 'code 111222', text: 'is 111222', html: '<b>111222</b>' },
        smtp: 'smtp://user:smtp-pass@mail.example.com:587',
      },
      'sending',
    );
    expect(last()).toMatchObject({
      mail: { to: 'c@example.com', subject: '[redacted]', text: '[redacted]', html: '[redacted]' },
      smtp: 'smtp://user:[redacted]@mail.example.com:587',
    });
  });

  it('walks errors (their own fields and causes) and keeps what is not secret, such as err.code', () => {
    const { log, lines, last } = capture();
    const cause = Object.assign(new Error('upstream'), { token: 'cause-token-secret' });
    const err = Object.assign(new Error('refused', { cause }), {
      code: 'ECONNREFUSED',
      config: { headers: { authorization: 'Basic dXNlcjpzZWNyZXQ=' } },
    });
    log.error({ err }, 'failed');
    log.info({ socket: { code: 4403 }, otp: { code: 123987 } }, 'closed');
    expect(last()).toMatchObject({ socket: { code: 4403 }, otp: '[redacted]' });
    log.info({ ws: { code: 1012 }, mail: { code: 456789 } }, 'closed');
    expect(last()).toMatchObject({ ws: { code: 1012 }, mail: { code: '[redacted]' } });
    log.error(err);
    expect(lines.join('')).not.toContain('cause-token-secret');
    expect(lines.join('')).not.toContain('dXNlcjpzZWNyZXQ=');
    const line = last();
    expect(line.msg).toBe('refused');
    expect(line.err).toMatchObject({
      type: 'Error',
      message: 'refused',
      code: 'ECONNREFUSED',
      config: { headers: { authorization: '[redacted]' } },
      cause: { message: 'upstream', token: '[redacted]' },
    });
    expect(String((line.err as { stack: string }).stack)).toContain('logger.spec.ts');
  });

  it("redacts a child logger's bindings and survives cycles", () => {
    const { log, lines, last } = capture();
    const loop: Record<string, unknown> = { name: 'loop' };
    loop.self = loop;
    log
      .child({ sessionToken: 'child-secret', module: 'auth' })
      .child({ part: 'sessions', cookie: 'grandchild-secret' })
      .info({ loop }, 'bound');
    expect(lines.join('')).not.toContain('grandchild-secret');
    expect(last()).toMatchObject({ part: 'sessions', cookie: '[redacted]' });
    expect(lines.join('')).not.toContain('child-secret');
    expect(last()).toMatchObject({
      module: 'auth',
      sessionToken: '[redacted]',
      loop: { name: 'loop', self: '[circular]' },
    });
  });

  it('returns the same object when there is nothing to redact (no copy on the hot path)', () => {
    const line = { method: 'GET', path: '/graphql', status: 200, ms: 3, tags: ['a', 'b'], at: new Date(0) };
    expect(redactSecrets(line)).toBe(line);
  });
});
