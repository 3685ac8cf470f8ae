import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddressOf, parseTrustProxy } from './client-address.js';

function request(peer: string, forwardedFor?: string): IncomingMessage {
  return {
    socket: { remoteAddress: peer },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  } as unknown as IncomingMessage;
}

const clientOf = (setting: string, peer: string, forwardedFor?: string) =>
  clientAddressOf(parseTrustProxy(setting))(request(peer, forwardedFor));

describe('TRUST_PROXY', () => {
  it('reads false, true, hop counts and address lists', () => {
    expect(parseTrustProxy('false')).toEqual({ hops: 0 });
    expect(parseTrustProxy('')).toEqual({ hops: 0 });
    expect(parseTrustProxy('true')).toEqual({ hops: 1 });
    expect(parseTrustProxy('2')).toEqual({ hops: 2 });
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1,loopback, ::1')).toEqual({
      addresses: ['10.0.0.0/8', '127.0.0.1', 'loopback', '::1'],
    });
    expect(() => parseTrustProxy('10.0.0.0/8,proxy.example.com')).toThrow(
      '"proxy.example.com" is not an address, a CIDR range or a hop count',
    );
    expect(() => parseTrustProxy('10.0.0.0/40')).toThrow(/not an address/);
  });
});

describe('the client address', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientOf('false', '203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
    expect(clientOf('false', '::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('with a hop count, is the address that many hops from the right: never one a client wrote on the left', () => {
    // One proxy that appends the peer it saw: the client wrote "1.1.1.1" itself.
    expect(clientOf('true', '10.0.0.2', '1.1.1.1, 203.0.113.9')).toBe('203.0.113.9');
    expect(clientOf('1', '10.0.0.2', '1.1.1.1, 203.0.113.9')).toBe('203.0.113.9');
    expect(clientOf('1', '10.0.0.2', '203.0.113.9')).toBe('203.0.113.9');
    // Two proxies (a CDN, then HAProxy): the CDN appended the client's address.
    expect(clientOf('2', '10.0.0.2', '1.1.1.1, 203.0.113.9, 172.16.0.5')).toBe('203.0.113.9');
    // Fewer addresses than hops: the left-most there is (a request that reached the shop directly).
    expect(clientOf('3', '10.0.0.2', '203.0.113.9')).toBe('203.0.113.9');
    expect(clientOf('1', '10.0.0.2')).toBe('10.0.0.2');
  });

  it('with addresses and CIDR ranges, is the right-most address that is not a trusted proxy', () => {
    const proxies = '10.0.0.0/8, 192.168.1.7';
    expect(clientOf(proxies, '10.0.0.2', '1.1.1.1, 203.0.113.9, 192.168.1.7')).toBe('203.0.113.9');
    expect(clientOf(proxies, '10.0.0.2', '1.1.1.1, 203.0.113.9, 10.9.9.9')).toBe('203.0.113.9');
    // A peer that is not a trusted proxy is the client; its header is not read at all.
    expect(clientOf(proxies, '203.0.113.50', '1.1.1.1')).toBe('203.0.113.50');
    // IPv4-mapped peers match IPv4 ranges; IPv6 ranges work too.
    expect(clientOf(proxies, '::ffff:10.1.2.3', '203.0.113.9')).toBe('203.0.113.9');
    expect(clientOf('loopback, fd00::/8', '::1', '2001:db8::1, fd00::5')).toBe('2001:db8::1');
    // Everything trusted: the left-most address.
    expect(clientOf('loopback, 10.0.0.0/8', '127.0.0.1', '10.1.1.1, 10.2.2.2')).toBe('10.1.1.1');
  });

  it('is "unknown" for a request whose socket is gone', () => {
    expect(clientAddressOf({ hops: 1 })({ socket: {}, headers: {} } as unknown as IncomingMessage)).toBe(
      'unknown',
    );
  });
});
