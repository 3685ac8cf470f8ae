import { describe, expect, it } from 'vitest';
import { DISPATCH, retryDelayMs } from './webhook-dispatcher.js';
import { webhookEventsOf } from './webhook-events.js';
import { isPublicAddress, targetPolicy, urlProblem } from './webhook-target.js';

describe('webhook events from domain events', () => {
  const at = new Date('2026-11-29T05:00:00Z');

  it('makes one event per aggregate id, with the kept fields', () => {
    expect(webhookEventsOf('StockChanged', { productIds: ['a', 'b'] }, at)).toEqual([
      { type: 'productStockChanged', aggregate: 'product:a', occurredAt: at, data: { productId: 'a' } },
      { type: 'productStockChanged', aggregate: 'product:b', occurredAt: at, data: { productId: 'b' } },
    ]);
  });

  it('tells a cancellation from other status changes', () => {
    const cancelled = webhookEventsOf(
      'OrderStatusChanged',
      { orderId: 'o', from: 'Pending', to: 'Cancelled' },
      at,
    );
    expect(cancelled.map((e) => e.type)).toEqual(['orderStatusChanged', 'orderCancelled']);
    expect(cancelled[0]!.data).toEqual({ orderId: 'o', from: 'Pending', to: 'Cancelled' });
    const shipped = webhookEventsOf(
      'OrderStatusChanged',
      { orderId: 'o', from: 'Processing', to: 'Shipped' },
      at,
    );
    expect(shipped.map((e) => e.type)).toEqual(['orderStatusChanged']);
  });

  it('reads what happened to a product', () => {
    const type = (change?: string) =>
      webhookEventsOf('ProductChanged', { productId: 'p', change }, at)[0]?.type;
    expect([type('created'), type('updated'), type(undefined), type('deleted')]).toEqual([
      'productCreated',
      'productEdited',
      'productEdited',
      'productDeleted',
    ]);
  });

  it('ignores events no webhook listens to', () => {
    expect(webhookEventsOf('CodeRequested', { email: 'a@b.c' }, at)).toEqual([]);
  });
});

describe('retry delays', () => {
  it('double from 5 s, at most an hour, jittered between half and the whole delay', () => {
    expect(retryDelayMs(1, () => 0)).toBe(2_500);
    expect(retryDelayMs(1, () => 1)).toBe(5_000);
    expect(retryDelayMs(3, () => 1)).toBe(20_000);
    expect(retryDelayMs(30, () => 1)).toBe(DISPATCH.maxRetryMs);
  });

  it('keep retrying past the 24-hour window (the endpoint is disabled only then)', () => {
    let elapsed = 0;
    let attempts = 0;
    while (elapsed < DISPATCH.retryWindowMs) elapsed += retryDelayMs(++attempts, () => 0.5);
    expect(attempts).toBeGreaterThan(20);
  });
});

describe('targets', () => {
  it('allow only public unicast addresses', () => {
    for (const a of ['93.184.216.34', '2606:4700:4700::1111', '8.8.8.8'])
      expect(isPublicAddress(a), a).toBe(true);
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::ffff:10.0.0.1',
      'fd00:ec2::254',
      'fe80::1',
      '224.0.0.1',
    ])
      expect(isPublicAddress(a), a).toBe(false);
  });

  it('check the URL itself before DNS', () => {
    expect(urlProblem('https://example.com/hook', { httpsOnly: true })).toBeNull();
    expect(urlProblem('http://example.com/hook', { httpsOnly: true })).toBe('https');
    expect(urlProblem('http://example.com/hook', { httpsOnly: false })).toBeNull();
    expect(urlProblem('ftp://example.com/', { httpsOnly: false })).toBe('invalid');
    expect(urlProblem('https://user:pw@example.com/', { httpsOnly: false })).toBe('invalid');
    expect(urlProblem('not a url', { httpsOnly: false })).toBe('invalid');
  });
});

describe('the target policy from configuration', () => {
  it('requires https and public addresses in production, neither in development', () => {
    expect(targetPolicy({ NODE_ENV: 'production', WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'false' })).toEqual({
      allowPrivate: false,
      httpsOnly: true,
    });
    expect(targetPolicy({ NODE_ENV: 'development', WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'false' })).toEqual({
      allowPrivate: false,
      httpsOnly: false,
    });
  });

  it('lifts both for a local receiver when WEBHOOKS_ALLOW_PRIVATE_TARGETS=true', () => {
    expect(targetPolicy({ NODE_ENV: 'production', WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true' })).toEqual({
      allowPrivate: true,
      httpsOnly: false,
    });
  });
});
