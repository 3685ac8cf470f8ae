import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEVICE_COOKIE, DeviceCookies, readCookie } from './device-cookie.js';
import { loginDelayMs } from './throttle.js';

describe('the login slowdown', () => {
  const limits = { loginSlowdownAfter: 10, loginDelayBaseMs: 250, loginDelayMaxMs: 4000 };

  it('waits nothing below the threshold, then doubles per failure up to the cap', () => {
    expect([0, 9].map((f) => loginDelayMs(f, limits))).toEqual([0, 0]);
    expect([10, 11, 12, 13, 14].map((f) => loginDelayMs(f, limits))).toEqual([250, 500, 1000, 2000, 4000]);
    expect(loginDelayMs(10_000, limits)).toBe(4000);
  });
});

describe('device cookies', () => {
  const devices = new DeviceCookies(crypto.randomBytes(32), false);
  const cookieOf = (setCookie: string) => setCookie.split(';')[0]!;

  it('recognises the login it was issued for, and no other', () => {
    const set = devices.issue(undefined, 'asha@example.com');
    expect(set).toMatch(/^shop_device=[^;]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Strict$/);
    expect(set).not.toContain('asha');
    const header = `theme=dark; ${cookieOf(set)}`;
    expect(devices.find(header, 'asha@example.com')).toMatch(/^[\w-]{16}$/);
    expect(devices.find(header, 'ravi@example.com')).toBeNull();
  });

  it('refuses a tampered entry or one signed with another key', () => {
    const value = readCookie(cookieOf(devices.issue(undefined, 'a@b.co')), DEVICE_COOKIE)!;
    const flipped = value.slice(0, -1) + (value.endsWith('A') ? 'B' : 'A');
    expect(devices.find(`${DEVICE_COOKIE}=${flipped}`, 'a@b.co')).toBeNull();
    const other = new DeviceCookies(crypto.randomBytes(32), false);
    expect(other.find(`${DEVICE_COOKIE}=${value}`, 'a@b.co')).toBeNull();
  });

  it('keeps the browser’s other logins and replaces this one', () => {
    let header = cookieOf(devices.issue(undefined, 'one@b.co'));
    header = cookieOf(devices.issue(header, 'two@b.co'));
    const before = devices.find(header, 'two@b.co');
    header = cookieOf(devices.issue(header, 'two@b.co'));
    expect(devices.find(header, 'one@b.co')).not.toBeNull();
    expect(devices.find(header, 'two@b.co')).not.toBe(before);
    expect(readCookie(header, DEVICE_COOKIE)!.split('~')).toHaveLength(2);
  });

  it('is Secure when the shop is served over HTTPS', () => {
    expect(new DeviceCookies(crypto.randomBytes(32), true).issue(undefined, 'a@b.co')).toMatch(/; Secure$/);
  });
});
