import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import { sessionStore } from './session';
import { trackSocket } from './socket-status';

/**
 * The subscription socket (graphql-ws) and its link. lib/apollo.ts loads this module with the first
 * subscription, so a page that subscribes to nothing does not download it.
 */
const wsUrl = () =>
  `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`;

const wsClient = createClient({
  url: wsUrl,
  lazy: true,
  retryAttempts: Infinity,
  shouldRetry: () => true,
  connectionParams: () => {
    const token = sessionStore.token();
    return token ? { authorization: `Bearer ${token}` } : {};
  },
});
trackSocket(wsClient);

// A new token (login, logout, refresh) reconnects the socket with it.
let lastToken = sessionStore.token();
sessionStore.subscribe(() => {
  const token = sessionStore.token();
  if (token !== lastToken) {
    lastToken = token;
    wsClient.terminate();
  }
});

export const wsLink = new GraphQLWsLink(wsClient);
