import { Redis } from 'ioredis';

/**
 * Drops the Redis subscriber connections of the instances under `prefix` (each names its own
 * `<prefix>subscriber`), as a network blip would; ioredis reconnects them at once. Answers how many
 * were dropped.
 */
export async function dropSubscriberConnections(prefix: string): Promise<number> {
  const redis = new Redis(process.env.REDIS_URL!);
  try {
    const clients = String(await redis.client('LIST'))
      .split('\n')
      .filter((line) => line.includes(` name=${prefix}subscriber `));
    for (const line of clients) await redis.client('KILL', 'ID', /\bid=(\d+)/.exec(line)![1]!);
    return clients.length;
  } finally {
    redis.disconnect();
  }
}

/**
 * A TCP hop in front of the machine's Redis: a shop pointed at it loses Redis when `stop()` cuts
 * every connection and stops listening (new connections are refused), as in an outage.
 */
export async function redisHop(): Promise<{ url: string; stop(): Promise<void> }> {
  const net = await import('node:net');
  const target = new URL(process.env.REDIS_URL!);
  const sockets = new Set<import('node:net').Socket>();
  const server = net.createServer((inbound) => {
    const outbound = net.connect(Number(target.port || 6379), target.hostname);
    for (const s of [inbound, outbound]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => s.destroy());
    }
    inbound.pipe(outbound).pipe(inbound);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as import('node:net').AddressInfo;
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    async stop() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const s of sockets) s.destroy();
      await closed;
    },
  };
}
