import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * One POST to a receiver, safely: the target's addresses are checked **after** DNS resolution
 * (and the connection goes to the address checked, so a rebinding answer cannot slip in),
 * loopback / private / link-local / metadata ranges refused unless allowed (tests), https only
 * when required (production), connect within 2 s, the whole exchange within 10 s, redirects not
 * followed (a 3xx is an answer like any other), at most 64 KB of the response body read.
 */
export const DELIVERY_LIMITS = {
  connectTimeoutMs: 2_000,
  totalTimeoutMs: 10_000,
  maxResponseBytes: 64 * 1024,
} as const;

export interface TargetPolicy {
  /** true only in tests: loopback and private targets allowed */
  allowPrivate: boolean;
  httpsOnly: boolean;
}

export class TargetRefused extends Error {}

/**
 * The policy from configuration: private targets only when WEBHOOKS_ALLOW_PRIVATE_TARGETS=true;
 * https only in production, except then too (a local receiver, as the browser journeys start one,
 * speaks plain http; the flag is for tests and local receivers only).
 */
export function targetPolicy(config: {
  NODE_ENV: string;
  WEBHOOKS_ALLOW_PRIVATE_TARGETS: string;
}): TargetPolicy {
  const allowPrivate = config.WEBHOOKS_ALLOW_PRIVATE_TARGETS === 'true';
  return { allowPrivate, httpsOnly: config.NODE_ENV === 'production' && !allowPrivate };
}

/** Ranges a webhook may never reach (ipaddr.js's names); only `unicast` (public) passes. */
export function isPublicAddress(address: string): boolean {
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}

/** Why a URL may not be a webhook target before any DNS (scheme, credentials), or null. */
export function urlProblem(url: string, policy: Pick<TargetPolicy, 'httpsOnly'>): 'invalid' | 'https' | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return 'invalid';
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return 'invalid';
  if (u.username || u.password || !u.hostname) return 'invalid';
  if (policy.httpsOnly && u.protocol !== 'https:') return 'https';
  return null;
}

function checkedLookup(policy: TargetPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { all: true, verbatim: true }, (err, addresses) => {
      if (err) return callback(err, '', 4);
      const list = addresses as dns.LookupAddress[];
      const refused = list.find((a) => !policy.allowPrivate && !isPublicAddress(a.address));
      if (refused || !list.length)
        return callback(new TargetRefused(`target ${hostname} resolves to a refused address`), '', 4);
      if ((options as { all?: boolean }).all)
        return (callback as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

export interface TargetAnswer {
  status: number;
  body: string;
}

/** POSTs; answers the status and (at most 64 KB of) the body; throws on refusal, timeout or network. */
export function postToTarget(
  url: string,
  body: string,
  headers: Record<string, string>,
  policy: TargetPolicy,
): Promise<TargetAnswer> {
  const problem = urlProblem(url, policy);
  if (problem)
    return Promise.reject(new TargetRefused(problem === 'https' ? 'https required' : 'invalid URL'));
  const u = new URL(url);
  // A literal address skips DNS (and Node's lookup): check it here.
  const literal = u.hostname.replace(/^\[|\]$/g, '');
  if (ipaddr.isValid(literal) && !policy.allowPrivate && !isPublicAddress(literal))
    return Promise.reject(new TargetRefused(`target ${literal} is a refused address`));
  const client = u.protocol === 'https:' ? https : http;
  return new Promise<TargetAnswer>((resolve, reject) => {
    let settled = false;
    const finish = (err: Error | null, answer?: TargetAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(total);
      if (err) reject(err);
      else resolve(answer!);
    };
    const req = client.request(
      u,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...headers,
        },
        lookup: checkedLookup(policy),
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => {
          finish(null, { status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
          res.destroy();
        };
        res.on('data', (chunk: Buffer) => {
          const room = DELIVERY_LIMITS.maxResponseBytes - size;
          chunks.push(chunk.subarray(0, Math.max(room, 0)));
          size += chunk.length;
          if (size >= DELIVERY_LIMITS.maxResponseBytes) done();
        });
        res.on('end', done);
        res.on('error', (err) => finish(err));
      },
    );
    const total = setTimeout(() => {
      finish(new Error(`no answer within ${DELIVERY_LIMITS.totalTimeoutMs} ms`));
      req.destroy();
    }, DELIVERY_LIMITS.totalTimeoutMs);
    req.on('socket', (socket) => {
      const connect = setTimeout(() => {
        finish(new Error(`no connection within ${DELIVERY_LIMITS.connectTimeoutMs} ms`));
        req.destroy();
      }, DELIVERY_LIMITS.connectTimeoutMs);
      socket.once(u.protocol === 'https:' ? 'secureConnect' : 'connect', () => clearTimeout(connect));
      socket.once('close', () => clearTimeout(connect));
    });
    req.on('error', (err) => finish(err));
    req.end(body);
  });
}
