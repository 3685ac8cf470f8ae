import type { EventSubscriber, TransactionEventArgs } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from './logger.js';

/**
 * Domain events, delivered after commit.
 *
 * A service raises an event with the EntityManager of its transaction (`raise(tx, 'OrderPlaced',
 * payload)`). The event waits beside that transaction and is handed to its listeners only once the
 * transaction has committed; when it rolls back, the event is dropped. Listeners do the side
 * effects (notifications, e-mail, subscription topics), each with its own fresh EntityManager. A
 * listener that fails is logged and never fails the request that raised the event.
 *
 * Delivery is in-process. Other instances learn of changes through the pubsub topics that
 * listeners publish (Redis when configured).
 *
 * `E` maps each event name to its payload; modules declare their own maps in `<feature>.events.ts`
 * and `events.ts` joins them, so `common/` never names a module's event.
 *
 * A **commit writer** (`beforeCommit`) sees every event of a transaction just before it commits,
 * inside it: what it writes commits or rolls back with the change (the webhooks outbox). An event
 * raised outside a transaction is written by the writers in a statement of its own, then delivered.
 */

export interface ListenerContext {
  /** A fresh EntityManager, outside the raising transaction (which has committed). */
  em: EntityManager;
}

export type Listener<P> = (payload: P, ctx: ListenerContext) => void | Promise<void>;

/** What a service is given: the right to raise its own module's events. */
export interface EventRaiser<E> {
  /**
   * Inside a transaction: queued, delivered after it commits (resolves at once). Outside one (the
   * change is already committed): delivered now, resolves when the listeners have run.
   */
  raise<K extends keyof E & string>(em: EntityManager, type: K, payload: E[K]): Promise<void>;
}

/** What a module's listeners are registered with. */
export interface EventListeners<E> {
  on<K extends keyof E & string>(type: K, listener: Listener<E[K]>): void;
}

/** An event as commit writers see it. */
export interface RaisedEvent {
  type: string;
  payload: unknown;
  /** when it was raised */
  at: Date;
}
type Raised = RaisedEvent;

/** Runs SQL (`?` placeholders) in the transaction being committed; answers the rows. */
export type TransactionSql = <T = Record<string, unknown>>(sql: string, params: unknown[]) => Promise<T[]>;

/** Writes what must commit with the events (one statement per transaction, ideally); may throw to roll back. */
export type CommitWriter = (events: readonly RaisedEvent[], sql: TransactionSql) => Promise<void>;

interface SqlConnection {
  execute(sql: string, params: unknown[], method: 'all', ctx?: unknown): Promise<unknown>;
}

/** The root of a (possibly nested) knex transaction: commit hooks run for the root only. */
function rootTransaction(trx: object): object {
  let current = trx as Record<symbol, unknown>;
  for (;;) {
    const parentKey = Object.getOwnPropertySymbols(current).find(
      (s) => s.description === 'parentTransaction',
    );
    const parent = parentKey ? current[parentKey] : undefined;
    // knex transactions are functions (callable query builders), hence no `typeof` check.
    if (!parent) return current;
    current = parent as Record<symbol, unknown>;
  }
}

export class EventBus<E> implements EventRaiser<E>, EventListeners<E> {
  private readonly listeners = new Map<string, Listener<unknown>[]>();
  private readonly pending = new WeakMap<object, Raised[]>();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly writers: CommitWriter[] = [];
  private freshEm: (() => EntityManager) | undefined;
  private connection: SqlConnection | undefined;

  constructor(
    private readonly log: Logger,
    /** Told of every event as it is delivered (the metrics' count of events by type). */
    private readonly delivered: (type: string) => void = () => undefined,
  ) {}

  /** Binds the bus to the ORM: its transaction hooks, and the EntityManager listeners get. */
  attach(orm: {
    em: {
      getEventManager(): { registerSubscriber(s: EventSubscriber): void };
      fork(): unknown;
      getConnection(): unknown;
    };
  }): void {
    orm.em.getEventManager().registerSubscriber(this.subscriber);
    this.freshEm = () => orm.em.fork() as EntityManager;
    this.connection = orm.em.getConnection() as SqlConnection;
  }

  /** Registers a commit writer (see the file's comment): the webhooks outbox is one. */
  beforeCommit(writer: CommitWriter): void {
    this.writers.push(writer);
  }

  on<K extends keyof E & string>(type: K, listener: Listener<E[K]>): void {
    const list = this.listeners.get(type) ?? [];
    list.push(listener as Listener<unknown>);
    this.listeners.set(type, list);
  }

  raise<K extends keyof E & string>(em: EntityManager, type: K, payload: E[K]): Promise<void> {
    const trx = em.getTransactionContext<object>();
    const event: Raised = { type, payload, at: new Date() };
    if (!trx) return this.track(this.writeAlone(event).then(() => this.deliver([event])));
    const root = rootTransaction(trx);
    const queue = this.pending.get(root) ?? [];
    queue.push(event);
    this.pending.set(root, queue);
    return Promise.resolve();
  }

  /** Resolves when every delivery started so far has finished (shutdown, tests). */
  async settled(): Promise<void> {
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
  }

  private sqlIn(transaction: unknown): TransactionSql {
    return async <T>(sql: string, params: unknown[]) => {
      if (!this.connection) throw new Error('event bus not attached to the ORM');
      return (await this.connection.execute(sql, params, 'all', transaction)) as T[];
    };
  }

  /** An event raised after its change committed: the writers write it on their own. */
  private async writeAlone(event: Raised): Promise<void> {
    for (const writer of this.writers) {
      try {
        await writer([event], this.sqlIn(undefined));
      } catch (err) {
        this.log.error({ err, event: event.type }, 'commit writer failed');
      }
    }
  }

  private readonly subscriber: EventSubscriber = {
    // Inside the transaction: a writer that fails fails the commit (nothing half-written).
    beforeTransactionCommit: async ({ transaction }: TransactionEventArgs) => {
      const queue = transaction ? this.pending.get(transaction) : undefined;
      if (!queue?.length) return;
      for (const writer of this.writers) await writer(queue, this.sqlIn(transaction));
    },
    afterTransactionCommit: async ({ transaction }: TransactionEventArgs) => {
      const queue = transaction ? this.pending.get(transaction) : undefined;
      if (!queue) return;
      this.pending.delete(transaction!);
      // Awaited, so the request answers after its side effects ran; never throws (see deliver).
      await this.track(this.deliver(queue));
    },
    afterTransactionRollback: ({ transaction }: TransactionEventArgs) => {
      if (transaction) this.pending.delete(transaction);
    },
  };

  private track(p: Promise<void>): Promise<void> {
    this.inFlight.add(p);
    return p.finally(() => this.inFlight.delete(p));
  }

  /** In the order raised; each event's listeners in the order registered. Failures are logged. */
  private async deliver(events: Raised[]): Promise<void> {
    for (const event of events) {
      this.delivered(event.type);
      for (const listener of this.listeners.get(event.type) ?? []) {
        try {
          if (!this.freshEm) throw new Error('event bus not attached to the ORM');
          await listener(event.payload, { em: this.freshEm() });
        } catch (err) {
          this.log.error({ err, event: event.type }, 'event listener failed');
        }
      }
    }
  }
}
