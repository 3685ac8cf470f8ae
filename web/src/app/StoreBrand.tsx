import { useState } from 'react';
import { useSiteSettings } from '../lib/site-settings';
import styles from './StoreBrand.module.css';

/** The store's name with its last word in the accent colour ("Rupee <Shop>"). */
export function StoreName({ accentClassName }: { accentClassName?: string }) {
  const { storeName } = useSiteSettings();
  const split = storeName.lastIndexOf(' ');
  if (split <= 0) return <span>{storeName}</span>;
  return (
    <span>
      {storeName.slice(0, split)} <span className={accentClassName}>{storeName.slice(split + 1)}</span>
    </span>
  );
}

/** The store's logo (the admin's image, or the ₹ mark when there is none or it fails to load). */
export function StoreMark({ markClassName }: { markClassName?: string }) {
  const { logoUrl } = useSiteSettings();
  const [failed, setFailed] = useState<string | null>(null);
  if (logoUrl && failed !== logoUrl)
    return <img src={logoUrl} alt="" className={styles.logo} onError={() => setFailed(logoUrl)} />;
  return (
    <span className={markClassName} aria-hidden="true">
      ₹
    </span>
  );
}
