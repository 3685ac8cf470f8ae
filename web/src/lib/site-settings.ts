import { useQuery } from '@apollo/client/react';
import { createContext, createElement, useContext, type ReactNode } from 'react';
import { graphql } from '../graphql';
import type { SiteSettingsQuery as SiteSettingsData } from '../graphql/graphql';

/** The store's name, logo and contact e-mail, as the admin set them (public, no login). */
export const SiteSettingsQuery = graphql(`
  query SiteSettings {
    siteSettings {
      storeName
      logoUrl
      contactEmail
    }
  }
`);

export type SiteSettings = SiteSettingsData['siteSettings'];

/** Shown until the settings arrive (and if they cannot be read): the shop's launch settings. */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  __typename: 'SiteSettingsView',
  storeName: 'Rupee Shop',
  logoUrl: null,
  contactEmail: 'support@rupeeshop.in',
};

const SiteSettingsContext = createContext<SiteSettings>(DEFAULT_SITE_SETTINGS);

/**
 * Reads the settings once for the whole app (AppProviders): every component that shows them (the
 * navbar and footer name and logo, page titles, the contact page) takes them from here. One query
 * watcher instead of one per component: on a phone, each watcher is a few milliseconds of the
 * first page's hydration.
 */
export function SiteSettingsProvider({ children }: { children: ReactNode }) {
  const { data } = useQuery(SiteSettingsQuery, { fetchPolicy: 'cache-first' });
  return createElement(
    SiteSettingsContext.Provider,
    { value: data?.siteSettings ?? DEFAULT_SITE_SETTINGS },
    children,
  );
}

/** The store's settings as the admin set them (the launch settings until they have come). */
export function useSiteSettings(): SiteSettings {
  return useContext(SiteSettingsContext);
}
