import http from 'node:http';

/**
 * An HTTP request sent from a chosen loopback address (127.0.0.2, 127.0.0.3 …): a client with an
 * address of its own, as a balancer sees it (fetch cannot choose its source address).
 */
export function requestFrom<T = Record<string, unknown>>(
  url: string,
  opts: { from: string; method?: string; headers?: Record<string, string>; body?: unknown },
): Promise<{ status: number; body: T }> {
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: opts.method ?? (payload ? 'POST' : 'GET'),
        localAddress: opts.from,
        agent: false,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...opts.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            /* not JSON */
          }
          resolve({ status: res.statusCode ?? 0, body: body as T });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
