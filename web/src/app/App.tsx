import { ApolloProvider } from '@apollo/client/react';
import { RouterProvider } from 'react-router-dom';
import { ToastProvider } from '../components/ui';
import { apolloClient } from '../lib/apollo';
import { router } from './router';

export function App() {
  return (
    <ApolloProvider client={apolloClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </ApolloProvider>
  );
}
