/** The chat feature's face: what the app and other features may use. */
export { SupportChat } from './SupportChatLoader';
export { openSupportChat } from './chat-open';
export { useChatUnreadCount } from './use-chat-unread';
/** The dashboard's Chat Support tab (import lazily). */
export const loadAdminChatTab = async () => ({ default: (await import('./AdminChatTab')).AdminChatTab });
