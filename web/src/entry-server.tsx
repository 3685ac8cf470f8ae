/**
 * The server's pre-render of a storefront page (graphql-server/src/web/prerender.ts loads the
 * build of this module): the page as an anonymous visitor first sees it, with the answers it was
 * made from, so the browser paints it before any JavaScript has run and then hydrates it.
 */
import {
  ApolloClient,
  ApolloLink,
  InMemoryCache,
  type DocumentNode,
  type NormalizedCacheObject,
} from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { Observable } from 'rxjs';
import { AppProviders } from './app/App';
import { routes, ShopRoutes } from './app/router';
import { typePolicies } from './lib/cache-policies';
import { preloadScreens } from './lib/lazy-screen';
import { PageMetaSink, type DocumentMeta } from './lib/page-meta';
import { serializeState } from './lib/prerender';

/** An operation the page asks for, run by the server in process as an anonymous visitor's. */
export interface ServerOperation {
  query: DocumentNode;
  variables: Record<string, unknown>;
  operationName: string | undefined;
}

/** The operation's answer as the endpoint would send it. */
export interface ServerAnswer {
  data?: Record<string, unknown> | null;
  errors?: readonly { message: string }[];
}

export type ExecuteOperation = (operation: ServerOperation) => Promise<ServerAnswer>;

export interface PrerenderedPage {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** The `shop-state` data block's JSON (see lib/prerender.ts). */
  state: string;
  meta: DocumentMeta | undefined;
}

/** How many times a tree is rendered at most while its queries resolve (the pages need two). */
const MAX_RENDERS = 4;

/**
 * Renders `url` (path and query) as an anonymous visitor sees it. Null when the page is better
 * left to the browser: any answer had errors (the browser's own request then shows them with a
 * way to retry), or the router ended on an error.
 */
export async function render(
  url: string,
  execute: ExecuteOperation,
  signal: AbortSignal,
): Promise<PrerenderedPage | null> {
  // The matched screens' code (lazy routes) loads first, as the browser does before hydrating; a
  // screen whose code cannot load is left to the browser.
  try {
    await preloadScreens(routes, url);
  } catch {
    return null;
  }
  let failed = false;
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        execute({
          query: operation.query,
          variables: operation.variables,
          operationName: operation.operationName,
        }).then(
          (answer) => {
            if (answer.errors?.length) failed = true;
            observer.next(answer as ApolloLink.Result);
            observer.complete();
          },
          (err: unknown) => {
            failed = true;
            observer.error(err);
          },
        );
      }),
  );
  const client = new ApolloClient({ ssrMode: true, link, cache: new InMemoryCache({ typePolicies }) });
  let meta: DocumentMeta | undefined;
  const collectMeta = (found: DocumentMeta) => {
    meta = found;
  };
  try {
    const { result, aborted } = await prerenderStatic({
      tree: (
        <StrictMode>
          <PageMetaSink value={collectMeta}>
            <AppProviders client={client}>
              <StaticRouter location={url}>
                <ShopRoutes />
              </StaticRouter>
            </AppProviders>
          </PageMetaSink>
        </StrictMode>
      ),
      signal,
      renderFunction: async (tree) => {
        // `prerender` waits for lazily loaded parts (the newsletter form) but writes a part that
        // arrived late as hidden markup and an inline script to swap it in, which the shop's
        // Content-Security-Policy refuses. So it only loads them; the page is then written in one
        // piece, with every part already there.
        const { prelude } = await prerenderToNodeStream(tree, { signal });
        for await (const chunk of prelude) void chunk;
        return renderToString(tree);
      },
      maxRerenders: MAX_RENDERS,
    });
    if (aborted || failed) return null;
    return {
      html: result,
      state: serializeState({ apollo: client.extract() as NormalizedCacheObject }),
      meta,
    };
  } finally {
    client.stop();
  }
}
