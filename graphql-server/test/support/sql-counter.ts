import pg from 'pg';

/**
 * Counts the SQL statements this process sends to PostgreSQL (every `pg` client, the ORM's pool
 * included), by text. `start()` begins a count, `stop()` ends it and answers what was sent.
 */
export class SqlCounter {
  private static active: string[] | undefined;
  private static detailed: { text: string; values: unknown[] }[] | undefined;
  private static installed = false;

  static install(): void {
    if (SqlCounter.installed) return;
    SqlCounter.installed = true;
    const proto = pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown };
    const original = proto.query;
    proto.query = function (this: unknown, ...args: unknown[]) {
      const first = args[0] as string | { text?: string } | undefined;
      const text = typeof first === 'string' ? first : (first?.text ?? '');
      SqlCounter.active?.push(text);
      const values = typeof first === 'object' && first ? (first as { values?: unknown[] }).values : args[1];
      SqlCounter.detailed?.push({ text, values: Array.isArray(values) ? values : [] });
      return original.apply(this, args);
    };
  }

  /** Starts counting; `detailed` (when given) also receives each statement's values. */
  static start(detailed?: { text: string; values: unknown[] }[]): void {
    SqlCounter.install();
    SqlCounter.active = [];
    SqlCounter.detailed = detailed;
  }

  static stop(): string[] {
    const sent = SqlCounter.active ?? [];
    SqlCounter.active = undefined;
    SqlCounter.detailed = undefined;
    return sent;
  }
}
