/** The chat module's face: what the rest of the server may use. */
import { ChatConversation, ChatMessage } from './chat.entity.js';
import { ChatResolver } from './chat.resolver.js';

export const chatModule = { entities: [ChatConversation, ChatMessage], resolvers: [ChatResolver] };
export type { ChatMessageView } from './chat.types.js';
export type { ChatLimits } from './chat.limits.js';
export { createChatService } from './chat.factory.js';
export type { ChatEvents } from './chat.events.js';
export { registerChatListeners } from './chat.listeners.js';
export { exportChat, forgetChat } from './chat.privacy.sql.js';
