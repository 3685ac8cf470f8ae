import { ApolloProvider } from '@apollo/client/react';
import { apolloClient } from '../lib/apollo';

export function App() {
  return (
    <ApolloProvider client={apolloClient}>
      <main>
        <h1>Rupee Shop</h1>
      </main>
    </ApolloProvider>
  );
}
