import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { getMainDefinition } from '@apollo/client/utilities';
import { print, type DocumentNode } from 'graphql';
import { catchError, from, mergeMap, Observable, throwError, type Subscription } from 'rxjs';
import { typePolicies } from './cache-policies';
import { sessionStore } from './session';

export const SESSION_EXPIRED = 'Session expired. Please log in again.';

const REFRESH = /* GraphQL */ `
  mutation RefreshSession($token: String!) {
    refreshToken(token: $token) {
      token
    }
  }
`;

let refreshing: Promise<string> | null = null;

/** One refresh at a time, shared by every request that hit a 401 meanwhile. */
export function refreshSession(): Promise<string> {
  refreshing ??= (async () => {
    const token = sessionStore.token();
    if (!token) throw new Error(SESSION_EXPIRED);
    const res = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: REFRESH, variables: { token } }),
    });
    const body = (await res.json().catch(() => null)) as {
      data?: { refreshToken?: { token: string } };
    } | null;
    const fresh = body?.data?.refreshToken?.token;
    if (!fresh) throw new Error(SESSION_EXPIRED);
    sessionStore.setToken(fresh);
    return fresh;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

type ExpiredHandler = (message: string) => void;
let onSessionExpired: ExpiredHandler = () => {
  window.location.assign('/login');
};

/** The app registers how to tell the user and go to /login when a session cannot be renewed. */
export function setSessionExpiredHandler(handler: ExpiredHandler) {
  onSessionExpired = handler;
}

const authLink = new ApolloLink((operation, forward) => {
  const token = sessionStore.token();
  operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  }));
  return forward(operation);
});

/**
 * Did the server refuse the token? It answers HTTP 401 with an UNAUTHENTICATED error and no data.
 * Apollo Client parses a `application/graphql-response+json` 401 body as GraphQL errors, and any
 * other 401 as a ServerError, so both count (only when a token was actually sent).
 */
function tokenRefused(error: unknown, result: { data?: unknown } | undefined, sentToken: boolean): boolean {
  if (!sentToken) return false;
  if (ServerError.is(error)) return error.statusCode === 401;
  return (
    CombinedGraphQLErrors.is(error) &&
    result?.data == null &&
    error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')
  );
}

/** A refused token: refresh once and retry once; if that fails, the session ends. */
const refreshLink = new ErrorLink(({ error, result, operation, forward }) => {
  const headers = (operation.getContext().headers ?? {}) as Record<string, string>;
  if (!tokenRefused(error, result, Boolean(headers.authorization))) return;
  if (operation.getContext().retriedAfterRefresh) {
    endSession();
    return;
  }
  return from(refreshSession()).pipe(
    catchError((err: unknown) => {
      endSession();
      return throwError(() => err);
    }),
    mergeMap(() => {
      operation.setContext({ retriedAfterRefresh: true });
      return forward(operation);
    }),
  );
});

function endSession() {
  // Several requests can fail at once; the user is told once.
  const hadSession = sessionStore.token() !== null;
  sessionStore.clear();
  if (hadSession) onSessionExpired(SESSION_EXPIRED);
}

// The header satisfies the server's CSRF prevention on GET (queries sent by hash).
const httpLink = new HttpLink({ uri: '/graphql', headers: { 'apollo-require-preflight': 'true' } });

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The app's operations are registered on the server at build time (codegen's persisted documents):
 * it sends their hash, not the document, and queries by GET. A server that does not know a hash
 * (an older deployment) answers PERSISTED_QUERY_NOT_FOUND, and the link sends the document once.
 */
const persistedLink = new PersistedQueryLink({
  generateHash: (document: DocumentNode) => {
    const meta = (document as { __meta__?: { hash?: string } }).__meta__;
    return meta?.hash ? meta.hash.replace(/^sha256:/, '') : sha256Hex(print(document));
  },
  useGETForHashedQueries: true,
});

let wsLink: Promise<ApolloLink> | undefined;

/**
 * Subscriptions go over the socket (lib/ws-link.ts), whose code loads with the first subscription:
 * the first page renders without it.
 */
const lazyWsLink = new ApolloLink(
  (operation, forward) =>
    new Observable<ApolloLink.Result>((observer) => {
      let subscription: Subscription | undefined;
      let closed = false;
      (wsLink ??= import('./ws-link').then((m) => m.wsLink)).then(
        (link) => {
          if (!closed) subscription = link.request(operation, forward).subscribe(observer);
        },
        (error: unknown) => {
          wsLink = undefined; // a failed download is tried again by the next subscription
          if (!closed) observer.error(error);
        },
      );
      return () => {
        closed = true;
        subscription?.unsubscribe();
      };
    }),
);

const splitLink = ApolloLink.split(
  ({ query }) => {
    const def = getMainDefinition(query);
    return def.kind === 'OperationDefinition' && def.operation === 'subscription';
  },
  lazyWsLink,
  persistedLink.concat(httpLink),
);

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([refreshLink, authLink, splitLink]),
  cache: new InMemoryCache({ typePolicies }),
  defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
});

export { endSession };
