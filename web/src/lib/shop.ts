import { useSiteSettings } from './site-settings';

/** The shop's standing description (the name is the admin's setting: `useShopName`). */
export const SHOP_DESCRIPTION =
  'Rupee Shop: electronics, fashion, home, beauty and sports at prices in rupees, delivered across India.';

/** The store name the admin set (Settings → Site), used in every page title. */
export function useShopName(): string {
  return useSiteSettings().storeName;
}
