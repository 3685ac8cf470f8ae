/**
 * The dashboard's Chat Support tab, loaded lazily. In a module of its own, not in public.ts: a
 * public.ts with code of its own is kept in the bundle, and then everything it re-exports counts
 * as reached from the app's entry (so code only signed-in viewers load landed on the first page).
 */
export const loadAdminChatTab = async () => ({ default: (await import('./AdminChatTab')).AdminChatTab });
