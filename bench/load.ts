/** A small closed-loop load generator: `concurrency` workers call `fn` until `durationMs` passes. */
export interface LoadResult {
  name: string;
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

export async function load(
  name: string,
  fn: () => Promise<boolean>,
  opts: { concurrency: number; durationMs: number; maxRequests?: number; warmupMs?: number },
): Promise<LoadResult> {
  if (opts.warmupMs) await load(name, fn, { ...opts, durationMs: opts.warmupMs, warmupMs: 0 });
  const latencies: number[] = [];
  let errors = 0;
  let started = 0;
  const deadline = performance.now() + opts.durationMs;
  const begin = performance.now();
  const worker = async () => {
    while (performance.now() < deadline && started < (opts.maxRequests ?? Infinity)) {
      started += 1;
      const t = performance.now();
      let ok = false;
      try {
        ok = await fn();
      } catch {
        ok = false;
      }
      latencies.push(performance.now() - t);
      if (!ok) errors += 1;
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency }, worker));
  const elapsed = (performance.now() - begin) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    name,
    requests: latencies.length,
    errors,
    perSecond: latencies.length / elapsed,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
  };
}

export function printComparison(title: string, baseline: LoadResult, other: LoadResult): void {
  console.log(`\n## ${title}`);
  for (const r of [baseline, other]) {
    console.log(
      `  ${r.name.padEnd(34)} ${r.perSecond.toFixed(0).padStart(7)} req/s  p50 ${r.p50.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms  errors ${r.errors}`,
    );
  }
  console.log(
    `  ratio ${other.name} / ${baseline.name}: ${(other.perSecond / baseline.perSecond).toFixed(2)}x throughput`,
  );
}
