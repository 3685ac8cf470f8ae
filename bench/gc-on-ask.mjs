/**
 * Preloaded into a bench server process started with `--expose-gc`: collects garbage when its
 * parent asks (`{ type: 'gc' }` over IPC) and answers `{ gc: true, heapUsed }` (bytes of live
 * JavaScript objects; unlike RSS, not the pages the allocator has kept). Memory read from /proc
 * after it is what the process keeps, not the garbage the last burst of work (logins, connects)
 * left for a collection that had not run yet: read without it, the chat bench's memory per
 * connection ranged from 2 KB to 59 KB between runs of the same build.
 */
process.on('message', (m) => {
  if (m?.type !== 'gc') return;
  // Twice: objects freed by the first collection's finalizers go in the second.
  globalThis.gc?.();
  globalThis.gc?.();
  process.send?.({ gc: true, heapUsed: process.memoryUsage().heapUsed });
});
