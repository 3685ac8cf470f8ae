import crypto from 'node:crypto';
import type { Client } from 'graphql-ws';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, logIn, signUp, startTestShop, type TestShop } from './support/shop.js';

type Msg = {
  id: string;
  seq: number;
  role: string;
  kind: string;
  content: string;
  awaitingAnswer: boolean;
  answer: string | null;
  isRead: boolean;
  clientMessageId: string | null;
};
type LegacyMsg = {
  _id: string;
  content: string;
  role: string;
  sender: { _id: string; name: string; email: string | null; role: string } | null;
  receiver: { _id: string } | null;
  isRead: boolean;
  createdAt: string;
};

const MSG = 'id seq role kind content awaitingAnswer answer isRead clientMessageId';
const SEND = `mutation Send($input: SendChatMessageInput!) { sendChatMessage(input: $input) { ${MSG} } }`;
const REPLY = `mutation Reply($input: ReplyToChatInput!) { replyToChat(input: $input) { ${MSG} } }`;
const PROMPT = `mutation P($input: SendChatPromptInput!) { sendChatPrompt(input: $input) { ${MSG} } }`;
const ANSWER = `mutation A($input: AnswerChatPromptInput!) { answerChatPrompt(input: $input) { ${MSG} } }`;
const MESSAGES = `query M($userId: ID, $after: Int, $first: Int) {
  chatMessages(userId: $userId, after: $after, first: $first) { hasMore messages { ${MSG} } } }`;
const EVENTS = `subscription E($userId: ID) { chatEvents(userId: $userId) { type conversationUserId message { ${MSG} } } }`;
const INBOX = `{ chatInbox { totalUnread promptsAnswered helpfulAnswers helpfulnessRate
  conversations { userId unreadCount promptsAnswered helpfulnessRate user { name role } lastMessage { content } } } }`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const cid = () => crypto.randomUUID();

interface Feed<T> {
  items: T[];
  errors: unknown[];
  completed: boolean;
  client: Client;
}

/** A revoked session's feed ends: the socket is closed with 4403, or the subscription errors. */
async function expectEnded(feed: { errors: unknown[] }) {
  await expect.poll(() => feed.errors.length).toBeGreaterThan(0);
  const closed = feed.errors.some((e) => (e as { code?: number }).code === 4403);
  if (!closed) expect(JSON.stringify(feed.errors)).toContain('Session expired. Please log in again.');
}

/** Subscribes and collects; resolves once the subscription is surely registered on the server. */
async function listen<T>(
  shop: TestShop,
  token: string,
  query: string,
  pick: (data: Record<string, unknown>) => T,
  variables: Record<string, unknown> = {},
  client = shop.ws(token),
): Promise<Feed<T>> {
  const feed: Feed<T> = { items: [], errors: [], completed: false, client };
  client.subscribe<Record<string, unknown>>(
    { query, variables },
    {
      next: (v) => {
        if (v.errors) feed.errors.push(...v.errors);
        if (v.data) feed.items.push(pick(v.data));
      },
      error: (e) => feed.errors.push(e),
      complete: () => {
        feed.completed = true;
      },
    },
  );
  await sleep(300);
  return feed;
}

const events = (d: Record<string, unknown>) =>
  d.chatEvents as { type: string; conversationUserId: string; message: Msg | null };

let shop: TestShop;
let admin: { token: string; userId: string };
let a: { token: string; userId: string };
let b: { token: string; userId: string };

beforeAll(async () => {
  shop = await startTestShop({}, { chatLimits: { sendsPerWindow: 40, windowSeconds: 60 } });
  admin = await logIn(shop, ADMIN.email, ADMIN.password);
  a = await signUp(shop, { email: 'chat-a@example.com', name: 'Asha' });
  b = await signUp(shop, { email: 'chat-b@example.com', name: 'Bala' });
});
afterAll(() => shop?.close());

describe('chat over REST (the legacy paths)', () => {
  it('answers every documented path with its payload and status', async () => {
    const u = await signUp(shop, { email: 'chat-rest@example.com', name: 'Ravi' });
    const token = u.token;

    expect((await shop.rest('GET', '/api/chat')).status).toBe(401);
    expect((await shop.rest('POST', '/api/chat', { content: 'hi' })).status).toBe(401);
    expect((await shop.rest('GET', '/api/chat/unread')).status).toBe(401);

    const empty = await shop.rest('POST', '/api/chat', { content: '   ' }, { token });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ error: 'Please enter a message and ensure you are logged in.' });
    const long = await shop.rest('POST', '/api/chat', { content: 'x'.repeat(2001) }, { token });
    expect(long.status).toBe(400);
    expect((await shop.rest('POST', '/api/chat', { content: 'é'.repeat(2000) }, { token })).status).toBe(201);

    const created = await shop.rest<LegacyMsg>(
      'POST',
      '/api/chat',
      { content: '  <b>Where is my order?</b>  ' },
      { token },
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      content: '<b>Where is my order?</b>', // stored as text, trimmed, never interpreted
      role: 'user',
      sender: { _id: u.userId, name: 'Ravi', email: 'chat-rest@example.com', role: 'customer' },
      isRead: false,
    });
    expect(typeof created.body._id).toBe('string');

    const list = await shop.rest<LegacyMsg[]>('GET', '/api/chat', undefined, { token });
    expect(list.status).toBe(200);
    expect(list.body.map((m) => m.content)).toEqual(['é'.repeat(2000), '<b>Where is my order?</b>']);

    // Admin-only paths refuse shoppers.
    for (const [method, path, body] of [
      ['GET', '/api/chat/all', undefined],
      ['POST', '/api/chat/reply', { content: 'x', receiverId: u.userId }],
      ['POST', '/api/chat/clear-user', { userId: u.userId }],
    ] as const) {
      const res = await shop.rest(method, path, body, { token });
      expect(res.status, path).toBe(403);
      expect(res.body).toMatchObject({ error: 'Unauthorized or not an admin.' });
    }

    const all = await shop.rest<LegacyMsg[]>('GET', '/api/chat/all', undefined, { token: admin.token });
    expect(all.status).toBe(200);
    const mine = all.body.filter((m) => m.sender?._id === u.userId);
    expect(mine.map((m) => m.content)).toEqual(['é'.repeat(2000), '<b>Where is my order?</b>']);
    expect(mine[0]).toMatchObject({ receiver: null, role: 'user' });

    const noUser = await shop.rest('POST', '/api/chat/reply', { content: 'Hello' }, { token: admin.token });
    expect(noUser.status).toBe(400);
    expect(noUser.body).toMatchObject({ error: 'Please enter a reply and select a user.' });
    const noText = await shop.rest(
      'POST',
      '/api/chat/reply',
      { content: ' ', receiverId: u.userId },
      { token: admin.token },
    );
    expect(noText.body).toMatchObject({ error: 'Please enter a reply and select a user.' });
    const ghost = await shop.rest(
      'POST',
      '/api/chat/reply',
      { content: 'Hello', receiverId: crypto.randomUUID() },
      { token: admin.token },
    );
    expect(ghost.status).toBe(404);
    const toAdmin = await shop.rest(
      'POST',
      '/api/chat/reply',
      { content: 'Hello', receiverId: admin.userId },
      { token: admin.token },
    );
    expect(toAdmin.status).toBe(400);

    const reply = await shop.rest<LegacyMsg>(
      'POST',
      '/api/chat/reply',
      { content: 'It ships today.', receiverId: u.userId },
      { token: admin.token },
    );
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      content: 'It ships today.',
      role: 'admin',
      sender: { _id: admin.userId, role: 'admin' },
      receiver: { _id: u.userId },
    });

    expect((await shop.rest('GET', '/api/chat/unread', undefined, { token })).body).toEqual({ count: 1 });
    expect(
      (await shop.rest('POST', '/api/chat/mark-read', { userId: admin.userId }, { token })).body,
    ).toEqual({ modifiedCount: 1 });
    expect((await shop.rest('GET', '/api/chat/unread', undefined, { token })).body).toEqual({ count: 0 });
    expect((await shop.rest('POST', '/api/chat/mark-read', {}, { token })).body).toEqual({
      modifiedCount: 0,
    });

    // The admin's count is the shoppers' unread messages; reading this shopper's lowers it by two.
    const before = (
      await shop.rest<{ count: number }>('GET', '/api/chat/unread', undefined, { token: admin.token })
    ).body.count;
    expect(
      (await shop.rest('POST', '/api/chat/mark-read', { userId: u.userId }, { token: admin.token })).body,
    ).toEqual({ modifiedCount: 2 });
    const after = (
      await shop.rest<{ count: number }>('GET', '/api/chat/unread', undefined, { token: admin.token })
    ).body.count;
    expect(before - after).toBe(2);

    const cleared = await shop.rest(
      'POST',
      '/api/chat/clear-user',
      { userId: u.userId },
      { token: admin.token },
    );
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ deletedCount: 3 });
    expect((await shop.rest('GET', '/api/chat', undefined, { token })).body).toEqual([]);
    expect((await shop.rest('POST', '/api/chat/clear-user', {}, { token: admin.token })).status).toBe(400);
  });
});

describe('chat rules', () => {
  it("shows shoppers the agent's display name, never the admin's e-mail (GraphQL, WebSocket, REST)", async () => {
    const c = await signUp(shop, { email: 'chat-privacy@example.com', name: 'Chitra' });
    const WHO = `id seq sender { id name email role }`;
    const feed = await listen(
      shop,
      c.token,
      `subscription { chatEvents { type message { ${WHO} } } }`,
      (d) => d.chatEvents,
    );
    const reply = await shop.gql<{ replyToChat: { sender: Record<string, unknown> } }>(
      `mutation R($input: ReplyToChatInput!) { replyToChat(input: $input) { ${WHO} } }`,
      { input: { userId: c.userId, content: 'Hello from support', clientMessageId: cid() } },
      { token: admin.token },
    );
    expect(reply.errors).toBeUndefined();
    await shop.gql(SEND, { input: { content: 'Thanks', clientMessageId: cid() } }, { token: c.token });
    const read = await shop.gql<{ chatMessages: { messages: { sender: Record<string, unknown> }[] } }>(
      `{ chatMessages { messages { ${WHO} } } }`,
      {},
      { token: c.token },
    );
    const legacy = await shop.rest<LegacyMsg[]>('GET', '/api/chat', undefined, { token: c.token });
    await expect.poll(() => feed.items.length).toBeGreaterThanOrEqual(2);
    for (const payload of [reply.data, read.data, legacy.body, feed.items])
      expect(JSON.stringify(payload)).not.toContain(ADMIN.email);
    const agent = { id: admin.userId, name: 'Store Admin', email: null, role: 'admin' };
    expect(read.data!.chatMessages.messages.map((m) => m.sender)).toEqual([
      agent,
      { id: c.userId, name: 'Chitra', email: 'chat-privacy@example.com', role: 'customer' },
    ]);
    expect(legacy.body[0]!.sender).toEqual({
      _id: admin.userId,
      name: 'Store Admin',
      email: null,
      role: 'admin',
    });
    expect(JSON.stringify(feed.items)).toContain('"name":"Store Admin"');
    await feed.client.dispose();
  });

  it('delivers 30 concurrent sends exactly once, in sequence order', async () => {
    const c = await signUp(shop, { email: 'chat-burst@example.com' });
    const feed = await listen(shop, admin.token, EVENTS, events, { userId: c.userId });
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        shop.gql<{ sendChatMessage: Msg }>(
          SEND,
          { input: { content: `m${i}`, clientMessageId: `burst-${i}` } },
          { token: c.token },
        ),
      ),
    );
    expect(results.every((r) => !r.errors)).toBe(true);
    await expect.poll(() => feed.items.length, { timeout: 5000 }).toBe(30);
    await sleep(200);
    const seqs = feed.items.map((e) => e.message!.seq);
    expect(seqs).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(new Set(feed.items.map((e) => e.message!.id)).size).toBe(30);
    expect(new Set(feed.items.map((e) => e.message!.content))).toEqual(
      new Set(results.map((r) => r.data!.sendChatMessage.content)),
    );
    const page = await shop.gql<{ chatMessages: { messages: Msg[]; hasMore: boolean } }>(
      MESSAGES,
      { first: 200 },
      { token: c.token },
    );
    expect(page.data!.chatMessages.messages.map((m) => m.seq)).toEqual(seqs);
  });

  it('rate limits sends per user with the time to wait (GraphQL and REST)', async () => {
    const c = await signUp(shop, { email: 'chat-limit@example.com' });
    for (let i = 0; i < 40; i++) {
      const r = await shop.rest('POST', '/api/chat', { content: `n${i}` }, { token: c.token });
      expect(r.status).toBe(201);
    }
    const over = await shop.rest('POST', '/api/chat', { content: 'one more' }, { token: c.token });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((over.body as { error: string }).error).toMatch(/Please wait \d+ seconds/);
    const gql = await shop.gql(SEND, { input: { content: 'and more' } }, { token: c.token });
    expect(gql.errors?.[0]?.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect((gql.errors?.[0]?.extensions as { retryAfter?: number }).retryAfter).toBeGreaterThan(0);
    // Another user is not affected.
    expect((await shop.rest('POST', '/api/chat', { content: 'fine' }, { token: b.token })).status).toBe(201);
  });

  it('a retry costs no send: it gets its point back, and past the limit it still answers its message', async () => {
    const c = await signUp(shop, { email: 'chat-limit-retry@example.com' });
    const send = (content: string, clientMessageId: string) =>
      shop.gql<{ sendChatMessage: Msg }>(SEND, { input: { content, clientMessageId } }, { token: c.token });
    const first = await send('n0', 'limit-retry-0');
    // 39 sends and 10 retries of the first: retries give their point back, so all 49 go through.
    for (let i = 1; i < 40; i++) {
      const r = await send(`n${i}`, `limit-retry-${i}`);
      expect(r.errors).toBeUndefined();
      if (i % 4 === 0) {
        const again = await send('n0', 'limit-retry-0');
        expect(again.data!.sendChatMessage.id).toBe(first.data!.sendChatMessage.id);
      }
    }
    // The limit (40) is used up: a new message is refused, a retry still answers its message.
    const over = await send('one more', 'limit-retry-over');
    expect(over.errors?.[0]?.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    const last = await send('n39', 'limit-retry-39');
    expect(last.errors).toBeUndefined();
    expect(last.data!.sendChatMessage).toMatchObject({ seq: 40, content: 'n39' });
    const page = await shop.gql<{ chatMessages: { messages: Msg[] } }>(
      MESSAGES,
      { first: 200 },
      { token: c.token },
    );
    expect(page.data!.chatMessages.messages.map((m) => m.seq)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
  });

  it('makes one message of a retried send with the same client id', async () => {
    const c = await signUp(shop, { email: 'chat-retry@example.com' });
    const input = { content: 'Is COD available?', clientMessageId: 'retry-1' };
    const [x, y] = await Promise.all([
      shop.gql<{ sendChatMessage: Msg }>(SEND, { input }, { token: c.token }),
      shop.gql<{ sendChatMessage: Msg }>(SEND, { input }, { token: c.token }),
    ]);
    const z = await shop.gql<{ sendChatMessage: Msg }>(SEND, { input }, { token: c.token });
    expect(x.data!.sendChatMessage.id).toBe(y.data!.sendChatMessage.id);
    expect(z.data!.sendChatMessage.id).toBe(x.data!.sendChatMessage.id);
    const page = await shop.gql<{ chatMessages: { messages: Msg[] } }>(MESSAGES, {}, { token: c.token });
    expect(page.data!.chatMessages.messages).toHaveLength(1);
    expect(page.data!.chatMessages.messages[0]).toMatchObject({ seq: 1, clientMessageId: 'retry-1' });
    // The same client id from another sender is another message.
    const other = await shop.gql<{ sendChatMessage: Msg }>(SEND, { input }, { token: b.token });
    expect(other.data!.sendChatMessage.id).not.toBe(x.data!.sendChatMessage.id);
    const bad = await shop.gql(
      SEND,
      { input: { content: 'x', clientMessageId: 'has spaces' } },
      { token: c.token },
    );
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('resumes gap-free: miss five while offline, fetch after the last sequence, then live again', async () => {
    const c = await signUp(shop, { email: 'chat-resume@example.com' });
    let feed = await listen(shop, c.token, EVENTS, events);
    await shop.gql(SEND, { input: { content: 'hello', clientMessageId: cid() } }, { token: c.token });
    await expect.poll(() => feed.items.length).toBe(1);
    const lastSeq = feed.items[0]!.message!.seq;
    await feed.client.dispose();

    for (let i = 1; i <= 5; i++)
      await shop.gql(
        REPLY,
        { input: { userId: c.userId, content: `offline ${i}`, clientMessageId: cid() } },
        { token: admin.token },
      );

    const missed = await shop.gql<{ chatMessages: { messages: Msg[]; hasMore: boolean } }>(
      MESSAGES,
      { after: lastSeq },
      { token: c.token },
    );
    expect(missed.data!.chatMessages.messages.map((m) => [m.seq, m.content])).toEqual(
      [1, 2, 3, 4, 5].map((i) => [lastSeq + i, `offline ${i}`]),
    );
    expect(missed.data!.chatMessages.hasMore).toBe(false);
    // Paging with `first` gives the same in pieces.
    const firstTwo = await shop.gql<{ chatMessages: { messages: Msg[]; hasMore: boolean } }>(
      MESSAGES,
      { after: lastSeq, first: 2 },
      { token: c.token },
    );
    expect(firstTwo.data!.chatMessages.hasMore).toBe(true);
    expect(firstTwo.data!.chatMessages.messages.map((m) => m.seq)).toEqual([lastSeq + 1, lastSeq + 2]);

    feed = await listen(shop, c.token, EVENTS, events);
    await shop.gql(
      REPLY,
      { input: { userId: c.userId, content: 'welcome back', clientMessageId: cid() } },
      { token: admin.token },
    );
    await expect.poll(() => feed.items.length).toBe(1);
    expect(feed.items[0]!.message).toMatchObject({ seq: lastSeq + 6, content: 'welcome back' });
  });

  it("stops a logged-out user's subscription", async () => {
    const c = await signUp(shop, { email: 'chat-logout@example.com' });
    const feed = await listen(shop, c.token, EVENTS, events);
    await shop.gql(
      REPLY,
      { input: { userId: c.userId, content: 'before', clientMessageId: cid() } },
      { token: admin.token },
    );
    await expect.poll(() => feed.items.length).toBe(1);
    expect((await shop.rest('POST', '/api/auth/logout', undefined, { token: c.token })).status).toBe(200);
    await sleep(1100); // past the one-second session cache
    await shop.gql(
      REPLY,
      { input: { userId: c.userId, content: 'after', clientMessageId: cid() } },
      { token: admin.token },
    );
    await expectEnded(feed);
    expect(feed.items.map((e) => e.message!.content)).toEqual(['before']);
  });

  it('stops the subscriptions of other sessions when the password changes', async () => {
    const c = await signUp(shop, { email: 'chat-password@example.com', password: 'Secret#123' });
    const other = await logIn(shop, 'chat-password@example.com', 'Secret#123', '10.8.3.3');
    const feed = await listen(shop, other.token, EVENTS, events);
    const change = await shop.rest(
      'POST',
      '/api/auth/user/change-password',
      { currentPassword: 'Secret#123', newPassword: 'Fresh#45678', confirmNewPassword: 'Fresh#45678' },
      { token: c.token },
    );
    expect(change.status).toBe(200);
    await shop.gql(SEND, { input: { content: 'still me', clientMessageId: cid() } }, { token: c.token });
    await expectEnded(feed);
    expect(feed.items).toEqual([]);
  });

  it("never lets shopper B read, subscribe to or answer A's conversation", async () => {
    await shop.gql(SEND, { input: { content: 'private to A', clientMessageId: cid() } }, { token: a.token });
    const read = await shop.gql(MESSAGES, { userId: a.userId }, { token: b.token });
    expect(read.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const own = await shop.gql<{ chatMessages: { messages: Msg[] } }>(MESSAGES, {}, { token: b.token });
    expect(own.data!.chatMessages.messages.map((m) => m.content)).not.toContain('private to A');

    const spy = await listen(shop, b.token, EVENTS, events, { userId: a.userId });
    await expect.poll(() => spy.errors.length).toBe(1);
    const bOwn = await listen(shop, b.token, EVENTS, events);
    const bTyping = await listen(
      shop,
      b.token,
      'subscription T($u: ID) { chatTyping(userId: $u) { typing } }',
      (d) => d,
      {
        u: a.userId,
      },
    );
    await expect.poll(() => bTyping.errors.length).toBe(1);
    const inbox = await listen(shop, b.token, 'subscription { chatInboxChanged { userId } }', (d) => d);
    await expect.poll(() => inbox.errors.length).toBe(1);

    const prompt = await shop.gql<{ sendChatPrompt: Msg }>(
      PROMPT,
      { input: { userId: a.userId, prompt: 'Is your problem solved?' } },
      { token: admin.token },
    );
    await shop.gql(SEND, { input: { content: 'more from A', clientMessageId: cid() } }, { token: a.token });
    const steal = await shop.gql(
      ANSWER,
      { input: { messageId: prompt.data!.sendChatPrompt.id, answer: 'YES' } },
      { token: b.token },
    );
    expect(steal.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    await sleep(300);
    expect(bOwn.items).toEqual([]);
    expect(spy.items).toEqual([]);
    for (const path of ['/api/chat/all'])
      expect((await shop.rest('GET', path, undefined, { token: b.token })).status).toBe(403);
    const inboxQuery = await shop.gql(INBOX, {}, { token: b.token });
    expect(inboxQuery.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('prompts: answered once, No adds the system message, helpfulness in the inbox', async () => {
    const c = await signUp(shop, { email: 'chat-prompts@example.com', name: 'Chitra' });
    const feed = await listen(shop, c.token, EVENTS, events);
    await shop.gql(
      SEND,
      { input: { content: 'My parcel is late', clientMessageId: cid() } },
      { token: c.token },
    );
    const unknown = await shop.gql(
      PROMPT,
      { input: { userId: c.userId, prompt: 'Buy more?' } },
      { token: admin.token },
    );
    expect(unknown.errors?.[0]?.message).toBe('Please choose one of the prompts.');
    const plain = await shop.gql<{ sendChatPrompt: Msg }>(
      PROMPT,
      { input: { userId: c.userId, prompt: 'How may I help you?' } },
      { token: admin.token },
    );
    expect(plain.data!.sendChatPrompt).toMatchObject({ kind: 'TEXT', awaitingAnswer: false });

    const solved = await shop.gql<{ sendChatPrompt: Msg }>(
      PROMPT,
      { input: { userId: c.userId, prompt: 'Is your problem solved?' } },
      { token: admin.token },
    );
    expect(solved.data!.sendChatPrompt).toMatchObject({ kind: 'PROMPT', awaitingAnswer: true, answer: null });
    const id = solved.data!.sendChatPrompt.id;
    const wrong = await shop.gql(
      ANSWER,
      { input: { messageId: id, answer: 'THUMBS_UP' } },
      { token: c.token },
    );
    expect(wrong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const byAdmin = await shop.gql(
      ANSWER,
      { input: { messageId: id, answer: 'NO' } },
      { token: admin.token },
    );
    expect(byAdmin.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const [first, second] = await Promise.all([
      shop.gql<{ answerChatPrompt: Msg }>(
        ANSWER,
        { input: { messageId: id, answer: 'NO' } },
        { token: c.token },
      ),
      shop.gql<{ answerChatPrompt: Msg }>(
        ANSWER,
        { input: { messageId: id, answer: 'NO' } },
        { token: c.token },
      ),
    ]);
    const outcomes = [first, second].map((r) => (r.errors ? r.errors[0]!.extensions?.code : 'ok')).sort();
    expect(outcomes).toEqual(['CONFLICT', 'ok']);
    const again = await shop.gql(ANSWER, { input: { messageId: id, answer: 'YES' } }, { token: c.token });
    expect(again.errors?.[0]?.message).toBe('This question has already been answered.');

    const page = await shop.gql<{ chatMessages: { messages: Msg[] } }>(MESSAGES, {}, { token: c.token });
    const tail = page.data!.chatMessages.messages.slice(-3);
    expect(tail.map((m) => [m.kind, m.role, m.content])).toEqual([
      ['PROMPT', 'ADMIN', 'Is your problem solved?'],
      ['PROMPT_ANSWER', 'CUSTOMER', 'No'],
      ['SYSTEM', 'SYSTEM', 'Please provide more details or ask another question.'],
    ]);
    expect(tail[0]).toMatchObject({ answer: 'NO', awaitingAnswer: false });

    // The legacy reply path turns the canned question into a prompt too.
    const helpful = await shop.rest<{ _id: string; awaitingAnswer: boolean }>(
      'POST',
      '/api/chat/reply',
      { content: 'Is this information helpful?', receiverId: c.userId },
      { token: admin.token },
    );
    expect(helpful.body.awaitingAnswer).toBe(true);
    await shop.gql(
      ANSWER,
      { input: { messageId: helpful.body._id, answer: 'THUMBS_UP' } },
      { token: c.token },
    );

    // The shopper's live feed saw the prompt change (answered) and the new messages in order.
    await expect
      .poll(() => feed.items.some((e) => e.type === 'UPDATED' && e.message?.answer === 'THUMBS_UP'))
      .toBe(true);
    const created = feed.items.filter((e) => e.type === 'CREATED').map((e) => e.message!.seq);
    expect(created).toEqual([...created].sort((x, y) => x - y));

    const inbox = await shop.gql<{
      chatInbox: { conversations: { userId: string; promptsAnswered: number; helpfulnessRate: number }[] };
    }>(INBOX, {}, { token: admin.token });
    const line = inbox.data!.chatInbox.conversations.find((l) => l.userId === c.userId)!;
    expect(line).toMatchObject({ promptsAnswered: 2, helpfulnessRate: 0.5 });
  });

  it('the after-commit guarantee: topics are published by the listener after commit, never for a rolled-back change', async () => {
    const c = await signUp(shop, { email: 'chat-commit@example.com', name: 'Kavya' });
    const probe = new pg.Client({ connectionString: shop.databaseUrl });
    await probe.connect();
    const published: { type: string; id: string | null; seq: number | null; kind: string | null }[] = [];
    const visible: Promise<boolean>[] = [];
    let promptId = '';
    const pubSub = shop.server.pubSub as unknown as { publish: (...a: unknown[]) => unknown };
    const original = pubSub.publish;
    pubSub.publish = function (this: unknown, ...args: unknown[]) {
      if (args[0] === 'CHAT_CONVERSATION' && args[1] === c.userId) {
        const e = args[2] as { type: string; message: { id: string; seq: number; kind: string } | null };
        published.push({
          type: e.type,
          id: e.message?.id ?? null,
          seq: e.message?.seq ?? null,
          kind: e.message?.kind ?? null,
        });
        // Asked on another connection the moment it is published: a message published before its
        // transaction committed would not be there yet.
        if (e.type === 'created')
          visible.push(
            probe
              .query('select 1 from chat_messages where id = $1', [e.message!.id])
              .then((r) => r.rowCount === 1),
          );
      }
      return original.apply(this, args);
    };
    try {
      await shop.gql(
        SEND,
        { input: { content: 'Is it shipped?', clientMessageId: cid() } },
        { token: c.token },
      );
      const prompt = await shop.gql<{ sendChatPrompt: Msg }>(
        PROMPT,
        { input: { userId: c.userId, prompt: 'Is your problem solved?' } },
        { token: admin.token },
      );
      promptId = prompt.data!.sendChatPrompt.id;
      // Two answers at once: the second's transaction (answer, message) rolls back on the conflict.
      const answers = await Promise.all(
        ['YES', 'NO'].map((answer) =>
          shop.gql<{ answerChatPrompt: Msg }>(
            ANSWER,
            { input: { messageId: promptId, answer } },
            { token: c.token },
          ),
        ),
      );
      expect(answers.filter((r) => r.errors?.[0]?.extensions?.code === 'CONFLICT')).toHaveLength(1);
      await shop.gql('mutation { markChatRead { modifiedCount } }', {}, { token: c.token });
    } finally {
      pubSub.publish = original;
    }
    try {
      expect(await Promise.all(visible)).toEqual(visible.map(() => true));
    } finally {
      await probe.end();
    }
    const stored = await shop.gql<{ chatMessages: { messages: Msg[] } }>(MESSAGES, {}, { token: c.token });
    const rows = stored.data!.chatMessages.messages;
    const created = published.filter((e) => e.type === 'created');
    // Exactly the committed messages, once each and in sequence order: nothing of the rolled-back answer.
    expect(created.map((e) => [e.seq, e.id])).toEqual(rows.map((m) => [m.seq, m.id]));
    expect(created.filter((e) => e.kind === 'prompt_answer')).toHaveLength(1);
    expect(published.filter((e) => e.type === 'updated').map((e) => e.id)).toEqual([promptId]);
    expect(published.at(-1)?.type).toBe('read');
  });

  it('inbox: shopper conversations only, newest first, unread = the shopper’s own unread, live re-ordering', async () => {
    const x = await signUp(shop, { email: 'chat-inbox-x@example.com', name: 'Xavier' });
    const y = await signUp(shop, { email: 'chat-inbox-y@example.com', name: 'Yamini' });
    // An admin writing through the shopper path never shows up in the inbox.
    await shop.rest('POST', '/api/chat', { content: 'admin talking to itself' }, { token: admin.token });
    const live = await listen(
      shop,
      admin.token,
      'subscription { chatInboxChanged { userId unreadCount removed lastMessage { content } } }',
      (d) =>
        d.chatInboxChanged as {
          userId: string;
          unreadCount: number;
          removed: boolean;
          lastMessage: { content: string } | null;
        },
    );
    const counts = await listen(
      shop,
      admin.token,
      'subscription { chatUnreadCountChanged }',
      (d) => d.chatUnreadCountChanged as number,
    );
    await shop.gql(SEND, { input: { content: 'x1', clientMessageId: cid() } }, { token: x.token });
    await shop.gql(SEND, { input: { content: 'y1', clientMessageId: cid() } }, { token: y.token });
    await shop.gql(SEND, { input: { content: 'x2', clientMessageId: cid() } }, { token: x.token });
    await shop.gql(
      REPLY,
      { input: { userId: x.userId, content: 'on it', clientMessageId: cid() } },
      { token: admin.token },
    );

    const inbox = await shop.gql<{
      chatInbox: {
        totalUnread: number;
        conversations: {
          userId: string;
          unreadCount: number;
          user: { role: string };
          lastMessage: { content: string };
        }[];
      };
    }>(INBOX, {}, { token: admin.token });
    const lines = inbox.data!.chatInbox.conversations;
    expect(lines.every((l) => l.user.role === 'customer')).toBe(true);
    expect(lines.some((l) => l.userId === admin.userId)).toBe(false);
    expect(lines.slice(0, 2).map((l) => [l.userId, l.unreadCount, l.lastMessage.content])).toEqual([
      [x.userId, 2, 'on it'],
      [y.userId, 1, 'y1'],
    ]);
    expect(inbox.data!.chatInbox.totalUnread).toBe(lines.reduce((n, l) => n + l.unreadCount, 0));

    await expect.poll(() => live.items.length).toBe(4);
    expect(live.items.map((i) => [i.userId, i.lastMessage?.content])).toEqual([
      [x.userId, 'x1'],
      [y.userId, 'y1'],
      [x.userId, 'x2'],
      [x.userId, 'on it'],
    ]);
    await expect.poll(() => counts.items.at(-1)).toBe(inbox.data!.chatInbox.totalUnread);

    await shop.gql(
      'mutation R($u: ID) { markChatRead(userId: $u) { modifiedCount } }',
      { u: x.userId },
      { token: admin.token },
    );
    await expect.poll(() => live.items.at(-1)).toMatchObject({ userId: x.userId, unreadCount: 0 });
    await expect.poll(() => counts.items.at(-1)).toBe(inbox.data!.chatInbox.totalUnread - 2);

    await shop.gql(
      'mutation C($u: ID!) { clearChat(userId: $u) { deletedCount } }',
      { u: y.userId },
      { token: admin.token },
    );
    await expect
      .poll(() => live.items.at(-1))
      .toMatchObject({ userId: y.userId, removed: true, lastMessage: null });
    const after = await shop.gql<{ chatInbox: { conversations: { userId: string }[] } }>(
      INBOX,
      {},
      { token: admin.token },
    );
    expect(after.data!.chatInbox.conversations.some((l) => l.userId === y.userId)).toBe(false);
    const yFeed = await shop.gql<{ chatMessages: { messages: Msg[] } }>(MESSAGES, {}, { token: y.token });
    expect(yFeed.data!.chatMessages.messages).toEqual([]);
  });

  it('pushes the shopper’s unread count; an offline shopper gets a chat notification and at most one mail per 15 minutes', async () => {
    const off = await signUp(shop, { email: 'chat-offline@example.com', name: 'Devi' });
    const mailsBefore = shop.mail.mailsTo('chat-offline@example.com').length;
    await shop.gql(
      REPLY,
      { input: { userId: off.userId, content: 'We refunded you.', clientMessageId: cid() } },
      { token: admin.token },
    );
    await shop.gql(
      REPLY,
      { input: { userId: off.userId, content: 'Anything else?', clientMessageId: cid() } },
      { token: admin.token },
    );
    const mail = await shop.mail.waitForMail('chat-offline@example.com', mailsBefore + 1);
    expect(mail.raw).toContain('/faqs');
    expect(mail.subject).toMatch(/support answered/i);
    await sleep(300);
    expect(shop.mail.mailsTo('chat-offline@example.com')).toHaveLength(mailsBefore + 1);
    const notes = await shop.rest<{ type: string; message: string }[]>(
      'GET',
      '/api/notifications',
      undefined,
      { token: off.token },
    );
    expect(notes.body.filter((n) => n.type === 'chat')).toHaveLength(2);

    // Online (an open chat subscription): no notification, but the count is pushed.
    const counts = await listen(
      shop,
      off.token,
      'subscription { chatUnreadCountChanged }',
      (d) => d.chatUnreadCountChanged as number,
    );
    await shop.gql(
      REPLY,
      { input: { userId: off.userId, content: 'Still there?', clientMessageId: cid() } },
      { token: admin.token },
    );
    await expect.poll(() => counts.items).toEqual([3]);
    await shop.gql('mutation { markChatRead { modifiedCount } }', {}, { token: off.token });
    await expect.poll(() => counts.items).toEqual([3, 0]);
    const notesAfter = await shop.rest<{ type: string }[]>('GET', '/api/notifications', undefined, {
      token: off.token,
    });
    expect(notesAfter.body.filter((n) => n.type === 'chat')).toHaveLength(2);
  });

  it('typing expires on the server; presence follows admins', async () => {
    const c = await signUp(shop, { email: 'chat-typing@example.com', name: 'Gita' });
    const typing = await listen(
      shop,
      admin.token,
      'subscription T($u: ID) { chatTyping(userId: $u) { typing role name expiresAt } }',
      (d) => d.chatTyping as { typing: boolean; role: string; name: string },
      { u: c.userId },
    );
    const started = Date.now();
    await shop.gql('mutation { setChatTyping }', {}, { token: c.token });
    await expect.poll(() => typing.items.length).toBe(1);
    expect(typing.items[0]).toMatchObject({ typing: true, role: 'CUSTOMER', name: 'Gita' });
    await expect.poll(() => typing.items.length, { timeout: 8000 }).toBe(2);
    expect(typing.items[1]).toMatchObject({ typing: false });
    expect(Date.now() - started).toBeGreaterThanOrEqual(4900);

    // Support is online while an admin holds the inbox open (this file's admin listeners do).
    const online = await shop.gql<{ supportOnline: boolean }>('{ supportOnline }', {}, { token: c.token });
    expect(online.data!.supportOnline).toBe(true);
    const presence = await listen(
      shop,
      c.token,
      'subscription { supportOnlineChanged }',
      (d) => d.supportOnlineChanged as boolean,
    );
    await expect.poll(() => presence.items).toEqual([true]);
  });

  it('a send and a reply each cost a handful of SQL statements, sequence and idempotency kept', async () => {
    const c = await signUp(shop, { email: 'chat-sql@example.com', name: 'Sunil' });
    const statements: string[] = [];
    const original = pg.Client.prototype.query;
    const counting = function (this: pg.Client, ...args: unknown[]) {
      const q = args[0];
      statements.push(typeof q === 'string' ? q : String((q as { text?: string }).text ?? ''));
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    };
    const measure = async (fn: () => Promise<unknown>) => {
      statements.length = 0;
      pg.Client.prototype.query = counting as never;
      try {
        await fn();
      } finally {
        pg.Client.prototype.query = original;
      }
      // Open subscriptions of earlier tests re-check their sessions as events reach them: that is
      // the fan-out's cost, not the send's.
      return statements.filter((q) => !/from sessions where id = .* and revoked_at is null/s.test(q));
    };
    const sendId = cid();
    const send = await measure(() =>
      shop.gql(
        SEND,
        { input: { content: 'Where is my order?', clientMessageId: sendId } },
        { token: c.token },
      ),
    );
    const reply = await measure(() =>
      shop.gql(
        REPLY,
        { input: { userId: c.userId, content: 'On its way.', clientMessageId: cid() } },
        { token: admin.token },
      ),
    );
    // Was 12 and 17, then 6 and 10. A send: the session, one insert statement (atomic alone: no
    // BEGIN or COMMIT) and one statement for the unread counts and the inbox line. The reply to an
    // offline shopper adds the listener's notification (BEGIN, insert, COMMIT), the mail throttle and
    // the shopper's address, asked of auth's face (chat reads no users row itself).
    // This send opens the conversation, so a listener also writes the admins' bell line ('New chat
    // from …') and pushes their unread count: two statements of its own.
    const bell = send.filter((q) => /admin_notifications/i.test(q));
    expect(bell, send.join('\n')).toHaveLength(2);
    const own = send.filter((q) => !bell.includes(q));
    expect(own.length, own.join('\n')).toBe(3);
    expect(reply.length, reply.join('\n')).toBeLessThanOrEqual(8);
    expect(own.filter((q) => /^\s*(with|insert|update)/i.test(q))).toHaveLength(1);

    // Still numbered by the database, and a retry is still the same message.
    const retry = await shop.gql<{ sendChatMessage: Msg }>(
      SEND,
      { input: { content: 'Where is my order?', clientMessageId: sendId } },
      { token: c.token },
    );
    const page = await shop.gql<{ chatMessages: { messages: Msg[] } }>(MESSAGES, {}, { token: c.token });
    expect(page.data!.chatMessages.messages.map((m) => [m.seq, m.content])).toEqual([
      [1, 'Where is my order?'],
      [2, 'On its way.'],
    ]);
    expect(retry.data!.sendChatMessage.seq).toBe(1);
  });

  it('refuses empty, too long and anonymous sends over GraphQL with the spec messages', async () => {
    const empty = await shop.gql(SEND, { input: { content: ' \n ' } }, { token: a.token });
    expect(empty.errors?.[0]).toMatchObject({
      message: 'Please enter a message and ensure you are logged in.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const long = await shop.gql(SEND, { input: { content: 'a'.repeat(2001) } }, { token: a.token });
    expect(long.errors?.[0]?.message).toBe('Message must be at most 2,000 characters.');
    const anon = await shop.gql(SEND, { input: { content: 'hi' } });
    expect(anon.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const reply = await shop.gql(REPLY, { input: { userId: a.userId, content: 'hi' } }, { token: b.token });
    expect(reply.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

// Two instances over one database and one Redis: a shopper on A and an admin on B chat live.
describe.skipIf(!process.env.REDIS_URL)('chat across instances through Redis', () => {
  let one: TestShop;
  let two: TestShop;
  beforeAll(async () => {
    const JWT_SECRET = crypto.randomBytes(32).toString('hex');
    one = await startTestShop({ JWT_SECRET });
    two = await startTestShop({
      JWT_SECRET,
      DATABASE_URL: one.databaseUrl,
      REDIS_PREFIX: `${new URL(one.databaseUrl).pathname.slice(1)}:`,
    });
  });
  afterAll(async () => {
    await two?.close().catch(() => undefined);
    await one?.close();
  });

  it('a shopper on instance A and an admin on instance B chat live', async () => {
    const shopper = await signUp(one, { email: 'chat-redis@example.com' });
    const boss = await logIn(two, ADMIN.email, ADMIN.password);
    const adminFeed = await listen(two, boss.token, EVENTS, events, { userId: shopper.userId });
    const adminInbox = await listen(
      two,
      boss.token,
      'subscription { chatInboxChanged { userId } }',
      (d) => d,
    );
    const shopperFeed = await listen(one, shopper.token, EVENTS, events);
    const online = await one.gql<{ supportOnline: boolean }>(
      '{ supportOnline }',
      {},
      { token: shopper.token },
    );
    expect(online.data!.supportOnline).toBe(true);

    await one.gql(SEND, { input: { content: 'from A', clientMessageId: cid() } }, { token: shopper.token });
    await expect.poll(() => adminFeed.items.map((e) => e.message?.content)).toEqual(['from A']);
    await expect.poll(() => adminInbox.items.length).toBe(1);
    await two.gql(
      REPLY,
      { input: { userId: shopper.userId, content: 'from B', clientMessageId: cid() } },
      { token: boss.token },
    );
    await expect.poll(() => shopperFeed.items.map((e) => e.message?.content)).toEqual(['from A', 'from B']);
    expect(shopperFeed.items.map((e) => e.message!.seq)).toEqual([1, 2]);
  });
});
