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

/**
 * The editors' hidden text areas have no names of their own: give them their editor's; and their
 * scrolling areas a place in the tab order.
 */
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
    // An editor's scrolling area can be reached from the keyboard, to scroll a long operation.
    for (const scroll of root.querySelectorAll('.CodeMirror-scroll[tabindex="-1"]'))
      scroll.setAttribute('tabindex', '0');
    // GraphiQL's operation tabs hold a close button inside each tab (a control inside a control,
    // which a tab list may not hold either): they are read as what they work as, a list of
    // operations, each a button that opens it (the open one marked current) and one that closes it.
    for (const list of root.querySelectorAll('ul.graphiql-tabs[role="tablist"]'))
      list.removeAttribute('role');
    for (const item of root.querySelectorAll('li.graphiql-tab[role], li.graphiql-tab[aria-selected]')) {
      item.removeAttribute('role');
      item.removeAttribute('aria-selected');
    }
    for (const button of root.querySelectorAll('li.graphiql-tab > .graphiql-tab-button')) {
      const open = button.parentElement!.classList.contains('graphiql-tab-active');
      if (open && button.getAttribute('aria-current') !== 'true') button.setAttribute('aria-current', 'true');
      if (!open && button.hasAttribute('aria-current')) button.removeAttribute('aria-current');
    }
  };
  new MutationObserver(label).observe(root, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['class', 'role', 'aria-selected'],
  });
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
