/**
 * Preloaded into a bench server process (`node --import ./bench/pg-counter.mjs`): records the
 * text of every SQL statement the process sends through `pg` and answers them, since the last ask,
 * to its parent over IPC (`{ type: 'statements' }`). Plain JavaScript, so the shop under test runs
 * as `npm start` runs it: compiled, on plain node, with no TypeScript loader hooked in.
 */
import pg from 'pg';

let sent = [];
const proto = pg.Client.prototype;
const original = proto.query;
proto.query = function (...args) {
  const first = args[0];
  sent.push(typeof first === 'string' ? first : (first?.text ?? ''));
  return original.apply(this, args);
};
process.on('message', (m) => {
  if (m?.type !== 'statements') return;
  const answer = sent;
  sent = [];
  process.send?.({ statements: answer });
});
