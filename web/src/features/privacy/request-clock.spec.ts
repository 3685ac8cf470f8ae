import { describe, expect, it } from 'vitest';
import { clockText } from './request-clock';

const now = new Date('2026-11-29T08:00:00Z');
const inDays = (d: number) => new Date(now.getTime() + d * 86_400_000).toISOString();

describe("a request's 90-day clock", () => {
  it('counts the days left, then the days overdue', () => {
    expect(clockText(inDays(90), now)).toEqual({ text: '90 days left', overdue: false });
    expect(clockText(inDays(0.5), now)).toEqual({ text: '1 day left', overdue: false });
    expect(clockText(inDays(0), now)).toEqual({ text: 'due today', overdue: false });
    expect(clockText(inDays(-1), now)).toEqual({ text: '1 day overdue', overdue: true });
    expect(clockText(inDays(-3), now)).toEqual({ text: '3 days overdue', overdue: true });
  });
});
