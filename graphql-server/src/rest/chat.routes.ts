import { Router } from 'express';
import type { ChatMessageView } from '../modules/chat/index.js';
import type { makeRoute } from './http.js';

/**
 * The legacy message shape: `_id`, `sender {_id,name,email,role}` (the account role, as the auth
 * paths give it), `receiver`, `role` user|admin|system, `content`, `createdAt`, `isRead`; plus seq,
 * kind and the prompt fields.
 */
export function legacyChatMessage(m: ChatMessageView) {
  const shopper = m.conversationUserId;
  return {
    _id: m.id,
    seq: m.seq,
    kind: m.kind,
    content: m.content,
    role: m.role === 'customer' ? 'user' : m.role,
    sender: m.sender
      ? {
          _id: m.sender.id,
          name: m.sender.name,
          email: m.sender.email,
          role: m.sender.role,
        }
      : null,
    // A shopper writes to the support team (no single receiver); support writes to the shopper.
    receiver: m.role === 'customer' ? null : { _id: shopper },
    promptType: m.promptType,
    answer: m.answer,
    awaitingAnswer: m.awaitingAnswer,
    isRead: m.isRead,
    createdAt: m.createdAt,
  };
}

const body = (req: { body?: unknown }): Record<string, unknown> =>
  req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

export function chatRoutes(route: ReturnType<typeof makeRoute>): Router {
  const r = Router();
  r.get(
    '/',
    route(async ({ em, services, viewer }) => {
      const all: ChatMessageView[] = [];
      let after = 0;
      for (;;) {
        const page = await services.chat.messages(em, viewer, { after, first: 200 });
        all.push(...page.messages);
        if (!page.hasMore || !page.messages.length) break;
        after = page.messages[page.messages.length - 1]!.seq;
      }
      return all.map(legacyChatMessage);
    }),
  );
  r.post(
    '/',
    route(
      async ({ em, services, viewer }, req) => {
        const b = body(req);
        return legacyChatMessage(
          await services.chat.send(em, viewer, {
            content: b.content,
            clientMessageId: str(b.clientMessageId),
          }),
        );
      },
      { status: 201 },
    ),
  );
  r.get(
    '/unread',
    route(async ({ em, services, viewer }) => ({ count: await services.chat.unreadCount(em, viewer) })),
  );
  r.post(
    '/mark-read',
    route(async ({ em, services, viewer }, req) => services.chat.markRead(em, viewer, str(body(req).userId))),
  );
  r.get(
    '/all',
    route(async ({ em, services, viewer }) =>
      (await services.chat.allMessages(em, viewer)).map(legacyChatMessage),
    ),
  );
  r.post(
    '/reply',
    route(
      async ({ em, services, viewer }, req) => {
        const b = body(req);
        return legacyChatMessage(
          await services.chat.reply(em, viewer, {
            userId: b.receiverId,
            content: b.content,
            clientMessageId: str(b.clientMessageId),
          }),
        );
      },
      { status: 201 },
    ),
  );
  r.post(
    '/clear-user',
    route(async ({ em, services, viewer }, req) => services.chat.clear(em, viewer, body(req).userId)),
  );
  return r;
}
