import { describe, expect, it } from 'vitest';
import { adminPasswordWeakness, productionSignal } from './first-admin.js';

describe("the first admin's password in production", () => {
  it('is refused unset, as the default, shorter than 12 characters or with fewer than 5 different ones', () => {
    expect(adminPasswordWeakness(undefined)).toMatch(/^is not set/);
    expect(adminPasswordWeakness('Admin@12345')).toBe('is the development default');
    expect(adminPasswordWeakness('admin@12345')).toBe('is the development default');
    expect(adminPasswordWeakness('Short#12345')).toBe('is shorter than 12 characters');
    expect(adminPasswordWeakness('abababababab')).toBe('has fewer than 5 different characters');
    expect(adminPasswordWeakness('BenchAdmin#1')).toBeNull();
    expect(adminPasswordWeakness('correct horse battery staple')).toBeNull();
  });

  it('is checked when NODE_ENV=production or DATABASE_URL is set, named so', () => {
    expect(productionSignal({ NODE_ENV: 'development', DATABASE_URL: undefined })).toBeNull();
    expect(productionSignal({ NODE_ENV: 'test', DATABASE_URL: undefined })).toBeNull();
    expect(productionSignal({ NODE_ENV: 'production', DATABASE_URL: undefined })).toBe('NODE_ENV=production');
    // `npm start` supplies NODE_ENV=production for its build: a newcomer's embedded start.
    expect(
      productionSignal({ NODE_ENV: 'production', DATABASE_URL: undefined, SHOP_NODE_ENV_DEFAULTED: 'true' }),
    ).toBeNull();
    expect(
      productionSignal({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://db/shop',
        SHOP_NODE_ENV_DEFAULTED: 'true',
      }),
    ).toBe('DATABASE_URL is set');
    expect(productionSignal({ NODE_ENV: 'development', DATABASE_URL: 'postgres://db/shop' })).toBe(
      'DATABASE_URL is set',
    );
  });
});
