import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'graphiql/style.css';
import './explorer.css';
import { EXAMPLES } from './examples';

/**
 * The public API's explorer: GraphiQL served from the shop's own bundle at GET /graphql (a browser
 * asking for HTML), on the shop's CSP. Queries go to the same /graphql as every client's.
 */
const wsUrl = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`;
const fetcher = createGraphiQLFetcher({
  url: '/graphql',
  subscriptionUrl: wsUrl,
  // The server's CSRF prevention wants this header on requests a plain form could not send.
  headers: { 'apollo-require-preflight': 'true' },
});

/** The editors' hidden text areas have no names of their own: give them their editor's. */
function labelEditors(root: HTMLElement) {
  const name = (el: Element) =>
    el.closest('.graphiql-query-editor')
      ? 'GraphQL operation'
      : el.closest('.graphiql-editor-tool')
        ? 'Variables or headers (JSON)'
        : 'Result';
  const label = () => {
    for (const area of root.querySelectorAll('textarea:not([aria-label])'))
      area.setAttribute('aria-label', name(area));
  };
  new MutationObserver(label).observe(root, { childList: true, subtree: true });
  label();
}

const root = document.getElementById('explorer')!;
labelEditors(root);
createRoot(root).render(
  <StrictMode>
    <GraphiQL
      fetcher={fetcher}
      defaultTabs={EXAMPLES}
      defaultHeaders={'{\n  "X-Api-Key": ""\n}'}
      shouldPersistHeaders={false}
    />
  </StrictMode>,
);
