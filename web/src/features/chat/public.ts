/** The chat feature's face: what the app and other features may use. */
export { SupportChat } from './SupportChatLoader';
export { openSupportChat } from './chat-open';
export { useChatUnreadCount } from './use-chat-unread';
export { ChatUnreadSync } from './ChatUnreadSync';
/** The admin's support inbox (the dashboard's Chat Support tab loads it lazily). */
export { AdminChatInbox } from './AdminChatInbox';
