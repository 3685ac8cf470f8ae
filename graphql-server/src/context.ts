import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import { bearerToken, clientMeta, type ClientMeta, type Context } from './common/context.js';
import type { Orm } from './db/orm.js';
import type { Services } from './services.js';

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
    const viewer = token ? await this.services.sessions.authenticate(em, token) : null;
    return { em, viewer, services: this.services, meta };
  }

  fromRequest(req: Request): Promise<Context> {
    return this.create(bearerToken(req.headers.authorization), clientMeta(req));
  }
}
