import { expect } from '@playwright/test';
import { MAIL_API } from './ports.js';

interface Message {
  to: string[];
  subject: string;
  body: string;
}

/** Waits for the n-th mail to `to` and returns the six-digit code in it. */
export async function codeFromMail(to: string, nth = 1): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const res = await fetch(`${MAIL_API}/messages?to=${encodeURIComponent(to)}`);
        const list = (await res.json()) as Message[];
        code = /\b(\d{6})\b/.exec(list[nth - 1]?.subject ?? '')?.[1] ?? '';
        return code;
      },
      { timeout: 15_000, message: `mail #${nth} to ${to}` },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** Waits for the n-th mail to `to` and returns the six-digit code on a line of its own in the body. */
export async function codeFromMailBody(to: string, nth = 1): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const res = await fetch(`${MAIL_API}/messages?to=${encodeURIComponent(to)}`);
        const list = (await res.json()) as Message[];
        code = /^\s*(\d{6})\s*$/m.exec(list[nth - 1]?.body ?? '')?.[1] ?? '';
        return code;
      },
      { timeout: 15_000, message: `mail #${nth} to ${to}` },
    )
    .toMatch(/^\d{6}$/);
  return code;
}
