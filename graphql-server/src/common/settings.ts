/**
 * The shop's own figures that the admin settings will make editable. Services and listeners are
 * given a provider and read it when they need a value, never a constant, so a change applies
 * without a restart. The pure calculators take these values as parameters.
 */
export interface ShopSettings {
  shopName: string;
  /** GST in whole percent of the subtotal */
  gstPercent: number;
  /** kept from a cancelled or returned order's base total, in whole percent */
  cancellationFeePercent: number;
  /** how long after delivery a return may be requested */
  returnWindowMs: number;
}

export interface ShopSettingsProvider {
  current(): ShopSettings;
}

/** Fixed settings (until the settings module stores them). */
export function fixedShopSettings(settings: ShopSettings): ShopSettingsProvider {
  const frozen = Object.freeze({ ...settings });
  return { current: () => frozen };
}
