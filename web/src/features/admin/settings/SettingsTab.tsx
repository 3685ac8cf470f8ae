import { useQuery } from '@apollo/client/react';
import { ErrorState, LoadingState } from '../../../components/ui';
import type { AdminSettingsQuery as Data } from '../../../graphql/graphql';
import { formatDateTime } from '../../../lib/dates';
import { SettingsMessages as M } from '../messages';
import { SettingsCard } from './SettingsCard';
import { EmailSection } from './EmailSection';
import { PasswordSection } from './PasswordSection';
import { TwoFactorSection } from '../security/TwoFactorSection';
import { PromoCodesSection } from './PromoCodesSection';
import { SellerSection } from './SellerSection';
import { SiteSection } from './SiteSection';
import { AdminSettingsQuery } from './operations';
import styles from './Settings.module.css';

const SECTION_NAMES: Record<string, string> = {
  site: 'Site Settings',
  seller: 'Seller details (GST)',
  email: 'Email Settings',
  promo: 'Promo Codes',
  password: 'Change Password',
};

/** The dashboard's Settings tab: sections that each save on their own, and the change log. */
export function SettingsTab() {
  const { data, error, loading, refetch } = useQuery(AdminSettingsQuery);
  if (!data) {
    if (error && !loading) return <ErrorState message={M.loadFailed} onRetry={() => void refetch()} />;
    return <LoadingState label="Loading settings..." />;
  }
  const settings = data.adminSettings;
  return (
    <div className={styles.tab} data-testid="settings-tab">
      <SiteSection settings={settings} />
      <SellerSection seller={settings.seller} />
      <EmailSection settings={settings} />
      <PromoCodesSection promos={settings.promoCodes} />
      <PasswordSection />
      <TwoFactorSection />
      <ChangeLog changes={settings.recentChanges} />
    </div>
  );
}

function ChangeLog({ changes }: { changes: Data['adminSettings']['recentChanges'] }) {
  return (
    <SettingsCard id="log" title="Recent changes">
      {changes.length === 0 ? (
        <p className={styles.intro}>No settings changes yet.</p>
      ) : (
        <ol className={styles.log}>
          {changes.map((c) => (
            <li key={c.id} className={styles.logItem}>
              <span>
                <strong>{SECTION_NAMES[c.section] ?? c.section}</strong>: {c.summary}
              </span>
              <span className={styles.logMeta}>
                {c.actorEmail} · <time dateTime={c.createdAt}>{formatDateTime(c.createdAt)}</time>
              </span>
            </li>
          ))}
        </ol>
      )}
    </SettingsCard>
  );
}
