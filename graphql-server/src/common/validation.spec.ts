import 'reflect-metadata';
import { IsOptional, Max, Min, registerDecorator } from 'class-validator';
import { describe, expect, it } from 'vitest';
import { assertValidArgs } from './validation.js';

/** How many times a rule ran: the memo must spare the rules, not the refusals. */
let ruleRuns = 0;
function Counted() {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'counted',
      target: target.constructor,
      propertyName,
      validator: { validate: () => (ruleRuns += 1) > 0 },
    });
}

class PageArgs {
  @Counted()
  @Max(48, { message: 'first must be at most 48' })
  @Min(1, { message: 'first must be at least 1' })
  @IsOptional()
  first?: number | null;

  @IsOptional()
  q?: string | null;
}

/** Same values as PageArgs may take, other rules: a verdict belongs to its class. */
class StrictArgs {
  @Max(10, { message: 'first must be at most 10' })
  @IsOptional()
  first?: number | null;
}

const args = <T extends object>(Class: new () => T, values: Partial<T>) => Object.assign(new Class(), values);

describe('assertValidArgs', () => {
  it('runs the rules once for flat arguments it has accepted, and again for new values', async () => {
    ruleRuns = 0;
    await assertValidArgs(args(PageArgs, { first: 20, q: 'kurta' }));
    await assertValidArgs(args(PageArgs, { first: 20, q: 'kurta' }));
    expect(ruleRuns).toBe(1);
    await assertValidArgs(args(PageArgs, { first: 21, q: 'kurta' }));
    expect(ruleRuns).toBe(2);
  });

  it('refuses invalid arguments every time, with the rule message', async () => {
    for (let i = 0; i < 2; i++)
      await expect(assertValidArgs(args(PageArgs, { first: 49 }))).rejects.toThrow(
        'first must be at most 48',
      );
  });

  it('keeps verdicts per class', async () => {
    await assertValidArgs(args(PageArgs, { first: 20 }));
    await expect(assertValidArgs(args(StrictArgs, { first: 20 }))).rejects.toThrow(
      'first must be at most 10',
    );
  });

  it('when full, forgets the least recently used arguments, not the hot ones', async () => {
    // 2,000 verdicts per class: a hot page size stays known while a crawl of distinct queries
    // fills the rest (a map cleared when full forgot the hot one too).
    await assertValidArgs(args(PageArgs, { first: 12, q: 'hot' }));
    for (let i = 0; i < 2050; i++) {
      await assertValidArgs(args(PageArgs, { first: 1, q: `crawl ${i}` }));
      if (i % 100 === 50) await assertValidArgs(args(PageArgs, { first: 12, q: 'hot' }));
    }
    ruleRuns = 0;
    await assertValidArgs(args(PageArgs, { first: 12, q: 'hot' }));
    expect(ruleRuns).toBe(0);
    await assertValidArgs(args(PageArgs, { first: 1, q: 'crawl 0' }));
    expect(ruleRuns).toBe(1);
  });

  it('validates arguments holding more than plain values every time', async () => {
    ruleRuns = 0;
    const nested = args(PageArgs, { first: 5 }) as PageArgs & { extra?: unknown };
    nested.extra = { deep: true };
    await assertValidArgs(nested);
    await assertValidArgs(nested);
    expect(ruleRuns).toBe(2);
  });
});
