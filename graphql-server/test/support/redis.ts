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
