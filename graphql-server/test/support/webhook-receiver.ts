import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A webhook receiver for tests (node:http on a free loopback port): answers each request with the
 * next status of `plan` (the last one repeats); `hold` keeps requests open, unanswered.
 */
export class Receiver {
  readonly got: Received[] = [];
  plan: number[] = [200];
  hold = false;
  private server!: http.Server;
  private waiting: (() => void)[] = [];
  url = '';

  async start(): Promise<void> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        this.got.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        for (const w of this.waiting.splice(0)) w();
        if (this.hold) return;
        const status = this.plan.length > 1 ? this.plan.shift()! : this.plan[0]!;
        res.writeHead(status, { 'content-type': 'text/plain' }).end(`answer ${status}`);
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${this.port}/hook`;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  /** Resolves once `n` requests have arrived. */
  async received(n: number, timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.got.length < n) {
      if (Date.now() > deadline) throw new Error(`receiver: ${this.got.length} of ${n} requests`);
      await new Promise<void>((resolve) => {
        this.waiting.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }

  reset(plan: number[] = [200]) {
    this.got.length = 0;
    this.plan = plan;
    this.hold = false;
  }

  close() {
    this.server.closeAllConnections();
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
