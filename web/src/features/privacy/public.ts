/** What other features may use from the privacy feature. */
export { PrivacyPanel } from './PrivacyPanel';
