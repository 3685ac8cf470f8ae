import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';

/**
 * Which proxies in front of the shop are trusted to say who the client is (`TRUST_PROXY`):
 * the last `hops` proxies, whatever their addresses, or the proxies at these addresses and CIDR
 * ranges (and proxy-addr's names `loopback`, `linklocal`, `uniquelocal`). As Express's
 * `trust proxy` means it: docs/decisions/trusted-proxies.md.
 */
export type TrustProxy = { hops: number } | { addresses: readonly string[] };

/** `false`/`0`: none; `true`: one hop; a number: that many hops; else a comma list of addresses/CIDRs. */
export function parseTrustProxy(value: string): TrustProxy {
  const v = value.trim().toLowerCase();
  if (v === '' || v === 'false') return { hops: 0 };
  if (v === 'true') return { hops: 1 };
  if (/^\d+$/.test(v)) return { hops: Number(v) };
  const addresses = v
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  for (const address of addresses) {
    try {
      proxyaddr.compile(address);
    } catch {
      throw new Error(`"${address}" is not an address, a CIDR range or a hop count`);
    }
  }
  return { addresses };
}

/** Whether the address at `hop` (0: the socket's peer, then X-Forwarded-For right to left) is a trusted proxy. */
export type TrustFunction = (address: string, hop: number) => boolean;

export function trustFunction(trust: TrustProxy): TrustFunction {
  if ('addresses' in trust) return proxyaddr.compile([...trust.addresses]);
  const { hops } = trust;
  return (_address, hop) => hop < hops;
}

/** The client's address of a request (HTTP or a WebSocket's upgrade). */
export type ClientAddressOf = (request: IncomingMessage) => string;

/**
 * The one function that says who the client is, for every throttle, bucket and session: the
 * socket's peer, unless it is a trusted proxy; then X-Forwarded-For read from the right, skipping
 * trusted proxies; the first untrusted address is the client (so addresses a client wrote on the
 * left of the header are never believed). IPv4-mapped IPv6 addresses are given as IPv4.
 */
export function clientAddressOf(trust: TrustProxy): ClientAddressOf {
  const trusted = trustFunction(trust);
  return (request) => {
    if (!request.socket?.remoteAddress) return 'unknown';
    const address = proxyaddr(request, trusted);
    return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
  };
}
