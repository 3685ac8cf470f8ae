/** What other features may use from the privacy feature. */
export { PrivacyPanel } from './PrivacyPanel';
export { privacyRoutes } from './routes';
/** The dashboard's Privacy tab (import lazily). */
export const loadAdminPrivacyTab = async () => ({
  default: (await import('./AdminPrivacyTab')).AdminPrivacyTab,
});
