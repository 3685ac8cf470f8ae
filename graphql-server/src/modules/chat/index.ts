/** The chat module's face: what the rest of the server may use. */
export { ChatConversation, ChatMessage } from './chat.entity.js';
export { ChatResolver } from './chat.resolver.js';
export { ChatService } from './chat.service.js';
export type { ChatMessageView } from './chat.types.js';
export { defaultChatLimits, type ChatLimits } from './chat.limits.js';
export { createChatService, type ChatModuleDeps } from './chat.factory.js';
