import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { ToastProvider } from '../components/ui';
import { SiteSettingsProvider } from '../lib/site-settings';

/** What every screen sits in, in the browser and in the server's pre-render alike. */
export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <SiteSettingsProvider>
        <ToastProvider>{children}</ToastProvider>
      </SiteSettingsProvider>
    </ApolloProvider>
  );
}
