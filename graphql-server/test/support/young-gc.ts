import v8 from 'node:v8';
import vm from 'node:vm';

// `gc` without starting node with --expose-gc: the flag set at run time, the function taken from a
// new context, which gets it.
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as (options?: { type: 'major' | 'minor' }) => void;

const oldSpaceUsed = () =>
  v8.getHeapSpaceStatistics().find((s) => s.space_name === 'old_space')!.space_used_size;

/**
 * Bytes that `run`'s garbage left in V8's old generation: `run` is called `times` times, each
 * followed by one young-generation collection (a scavenge) once its timers and promises are done.
 * What a finished call dropped should die in that scavenge; what something old still points to
 * (an accessor closure, a promise kept by a long-lived object) is promoted instead, and stays until
 * the next full collection: many times the cost per scavenge under load
 * (docs/decisions/young-garbage-patches.md).
 */
export async function promotedBy(run: () => Promise<unknown>, times = 20): Promise<number> {
  for (let i = 0; i < 5; i++) await run();
  gc();
  const before = oldSpaceUsed();
  for (let i = 0; i < times; i++) {
    await run();
    await new Promise((resolve) => setTimeout(resolve, 1));
    gc({ type: 'minor' });
  }
  return oldSpaceUsed() - before;
}
