import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { trustFunction, type TrustProxy } from './client-address.js';
import type { Logger } from './logger.js';

/** The header a request id arrives in (from a trusted proxy) and goes back out in. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What an id from a proxy may look like (UUIDs, HAProxy's `%ID`, nginx's `$request_id`, W3C trace ids). */
const ACCEPTED_ID = /^[A-Za-z0-9._:/+=-]{1,128}$/;

/**
 * A request's id and its logger. The child logger (`log()`, pino's `child` with `{ reqId }`) is
 * made the first time a line is written: most requests write none at the default level, and
 * making a child for each of them would be paid by every request for nothing.
 */
export class RequestIdentity {
  private child: Logger | undefined;

  constructor(
    readonly id: string,
    private readonly base: Logger,
  ) {}

  /** The request's logger: every line it writes carries `reqId`. */
  log(): Logger {
    return (this.child ??= this.base.child({ reqId: this.id }));
  }

  /** Whether a line at `level` would be written (asked before making the child for it). */
  writes(level: 'debug' | 'info'): boolean {
    return this.base.isLevelEnabled(level);
  }

  /** An operation inside this request (a WebSocket connection's operations): `<id>/<operation>`. */
  operation(operationId: string, base: Logger = this.base): RequestIdentity {
    return new RequestIdentity(`${this.id}/${operationId.slice(0, 64)}`, base);
  }
}

/** Gives each request its id: see `requestIds`. */
export type RequestIdOf = (request: IncomingMessage, log: Logger) => RequestIdentity;

/**
 * The one rule for every transport: a request's id is the `X-Request-Id` its proxy sent, when the
 * socket's peer is a trusted proxy (`TRUST_PROXY`, as for the client's address) and the id looks
 * like one; else a new random UUID. A client talking to the shop directly cannot choose the id that
 * its log lines are filed under (docs/decisions/request-ids-metrics-and-traces.md).
 */
export function requestIds(trust: TrustProxy): RequestIdOf {
  const trusted = trustFunction(trust);
  return (request, log) => {
    const sent = request.headers[REQUEST_ID_HEADER];
    const peer = request.socket?.remoteAddress;
    const id =
      typeof sent === 'string' && peer && ACCEPTED_ID.test(sent) && trusted(peer, 0) ? sent : randomUUID();
    return new RequestIdentity(id, log);
  };
}
