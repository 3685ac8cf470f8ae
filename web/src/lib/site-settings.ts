import { useQuery } from '@apollo/client/react';
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

/** One request per page load, shared by every component that asks (navbar, footer, titles, contact). */
export function useSiteSettings(): SiteSettings {
  const { data } = useQuery(SiteSettingsQuery, { fetchPolicy: 'cache-first' });
  return data?.siteSettings ?? DEFAULT_SITE_SETTINGS;
}
