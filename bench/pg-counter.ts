/**
 * Preloaded into a bench server process (`node --import ./bench/pg-counter.ts`): records the text
 * of every SQL statement the process sends through `pg` and answers them, since the last ask, to
 * its parent over IPC (`{ type: 'statements' }`).
 */
import pg from 'pg';

let sent: string[] = [];
const proto = pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown };
const original = proto.query;
proto.query = function (this: unknown, ...args: unknown[]) {
  const first = args[0] as string | { text?: string } | undefined;
  sent.push(typeof first === 'string' ? first : (first?.text ?? ''));
  return original.apply(this, args);
};
process.on('message', (m) => {
  if ((m as { type?: string }).type !== 'statements') return;
  const answer = sent;
  sent = [];
  process.send?.({ statements: answer });
});
