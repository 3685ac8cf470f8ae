import type { EntityManager } from '@mikro-orm/postgresql';
import {
  API_KEY_HEADER,
  apiKeyOf,
  bearerToken,
  clientMeta,
  type ClientMeta,
  type Context,
  type RequestMeta,
} from './common/context.js';
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

  /**
   * `apiKey`: the secret a third party sent (an unknown or revoked one is refused, 401).
   *
   * The request's entity manager is forked when something first asks for it: most reads (the
   * catalog's lists and pages, answers from the response cache) never do. A fork was about 3% of
   * the server's CPU under a load of uncached product lists (a profile; too little for an A/B of
   * two builds to tell apart on this machine).
   */
  async create(token: string | undefined, meta: ClientMeta, apiKey?: string): Promise<Context> {
    let em: EntityManager | undefined;
    const requestEm = () => (em ??= this.orm.em.fork() as EntityManager);
    const [viewer, key] = await Promise.all([
      token ? this.services.sessions.authenticate(requestEm(), token) : null,
      apiKey ? this.services.apiKeys.authenticate(this.orm.em.fork() as EntityManager, apiKey) : null,
    ]);
    return {
      get em() {
        return requestEm();
      },
      viewer,
      apiKey: key,
      services: this.services,
      meta,
    };
  }

  fromRequest(req: RequestMeta): Promise<Context> {
    return this.create(
      bearerToken(req.headers.authorization),
      clientMeta(req),
      apiKeyOf(req.headers[API_KEY_HEADER]),
    );
  }
}
