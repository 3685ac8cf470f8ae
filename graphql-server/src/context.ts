import type { EntityManager } from '@mikro-orm/postgresql';
import {
  API_KEY_HEADER,
  apiKeyOf,
  bearerToken,
  clientMeta,
  type ApiClient,
  type ClientMeta,
  type Context,
  type RequestMeta,
  type Viewer,
} from './common/context.js';
import type { RowSource } from './common/sql.js';
import type { Orm } from './db/orm.js';
import type { Services } from './services.js';

/**
 * An operation's `db`: the root EntityManager's connection, in an object of the operation's own
 * (its loaders are kept by it).
 */
class OperationRows implements RowSource {
  constructor(private readonly root: EntityManager) {}

  getConnection(type?: Parameters<EntityManager['getConnection']>[0]) {
    // eslint-disable-next-line no-restricted-syntax -- a RowSource: it hands runSql the pool's connection
    return this.root.getConnection(type);
  }
}

/**
 * A request's (or a WebSocket operation's) context. Its EntityManager is forked when something
 * first asks for `em`; reads through `db` never do (a fork, with its unit of work, was 3–5% of the
 * server's CPU per request, a profile of uncached product lists and of `{ __typename }` found).
 *
 * `em` is a getter of the class, the fork kept in an own property: Apollo copies every context
 * before running an operation (own properties onto the same prototype), and a getter of the object
 * itself would be called by that copy, forking for every request.
 */
export class RequestContext implements Context {
  private readonly forked: { em?: EntityManager };
  readonly db: RowSource;

  constructor(
    private readonly root: EntityManager,
    readonly viewer: Viewer | null,
    readonly apiKey: ApiClient | null,
    readonly services: Services,
    readonly meta: ClientMeta,
    em?: EntityManager,
  ) {
    this.forked = { em };
    // Its own object: the operation's loaders are kept by it (catalog/catalog.loaders.ts).
    this.db = new OperationRows(root);
  }

  get em(): EntityManager {
    return (this.forked.em ??= this.root.fork() as EntityManager);
  }

  /**
   * The same viewer, with a fresh EntityManager and `db` (a WebSocket's next operation); `meta`:
   * the operation's own (its request id), else this one's.
   */
  next(meta: ClientMeta = this.meta): RequestContext {
    return new RequestContext(this.root, this.viewer, this.apiKey, this.services, meta);
  }
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

  /** `apiKey`: the secret a third party sent (an unknown or revoked one is refused, 401). */
  async create(token: string | undefined, meta: ClientMeta, apiKey?: string): Promise<RequestContext> {
    const root = this.orm.em as EntityManager;
    // A signed-in viewer's session is read with the request's own EntityManager.
    const em = token ? (root.fork() as EntityManager) : undefined;
    const [viewer, key] = await Promise.all([
      em && token ? this.services.sessions.authenticate(em, token) : null,
      apiKey ? this.services.apiKeys.authenticate(root.fork() as EntityManager, apiKey) : null,
    ]);
    return new RequestContext(root, viewer, key, this.services, meta, em);
  }

  /** A webhook delivery's context: exactly the endpoint owner's viewer or API key, nothing more. */
  forWebhook(viewer: Viewer | null, apiKey: ApiClient | null): RequestContext {
    return new RequestContext(this.orm.em as EntityManager, viewer, apiKey, this.services, {
      client: 'webhook',
    });
  }

  fromRequest(req: RequestMeta): Promise<RequestContext> {
    return this.create(
      bearerToken(req.headers.authorization),
      clientMeta(req),
      apiKeyOf(req.headers[API_KEY_HEADER]),
    );
  }
}
