import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import type { Orm } from './db/orm.js';
import type { ClientMeta } from './modules/auth/auth.service.js';
import type { Services } from './services.js';
import type { Viewer } from './common/viewer.js';

/** What every resolver and route gets: its own EntityManager, the viewer, the services. */
export interface Context {
  em: EntityManager;
  viewer: Viewer | null;
  services: Services;
  meta: ClientMeta;
}

export function bearerToken(header: string | undefined | null): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1]?.trim() || undefined;
}

export function clientMeta(req: Pick<Request, 'ip' | 'headers'> | undefined): ClientMeta {
  return {
    client: req?.ip ?? 'unknown',
    userAgent: typeof req?.headers['user-agent'] === 'string' ? req.headers['user-agent'] : undefined,
  };
}

/**
 * Builds the same context shape for HTTP requests and WebSocket connections. A present but
 * invalid token is an error (UNAUTHENTICATED), never silently treated as anonymous.
 */
export class ContextFactory {
  constructor(
    private readonly orm: Orm,
    private readonly services: Services,
  ) {}

  async create(token: string | undefined, meta: ClientMeta): Promise<Context> {
    const em = this.orm.em.fork() as EntityManager;
    const viewer = token ? await this.services.auth.authenticate(em, token) : null;
    return { em, viewer, services: this.services, meta };
  }

  fromRequest(req: Request): Promise<Context> {
    return this.create(bearerToken(req.headers.authorization), clientMeta(req));
  }
}
