/** The chat feature's face: what the app and other features may use. */
export { SupportChat } from './SupportChatLoader';
export { openSupportChat } from './chat-open';
export { useChatUnreadCount } from './use-chat-unread';
export { ChatUnreadSync } from './ChatUnreadSync';
/** The dashboard's Chat Support tab (import lazily). */
export { loadAdminChatTab } from './load-admin-chat-tab';
