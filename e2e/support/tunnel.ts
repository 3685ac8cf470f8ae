import type { BrowserContext, WebSocketRoute } from '@playwright/test';

/** A browser context's subscription sockets, which a test can cut and refuse, like a train in a tunnel. */
export interface SocketTunnel {
  /** Sockets let through and not cut yet. */
  open(): number;
  /** Cuts every open socket (as a dropped connection: 4499) and refuses new ones. */
  enter(): Promise<void>;
  /** Lets new sockets through again. */
  leave(): void;
}

export async function socketTunnel(context: BrowserContext): Promise<SocketTunnel> {
  let inside = false;
  const open: { page: WebSocketRoute; server: WebSocketRoute }[] = [];
  const drop = (ws: WebSocketRoute) => ws.close({ code: 4499, reason: 'offline' });
  await context.routeWebSocket(/\/graphql/, (page) => {
    if (inside) {
      void drop(page);
      return;
    }
    open.push({ page, server: page.connectToServer() });
  });
  return {
    open: () => open.length,
    async enter() {
      inside = true;
      for (const { page, server } of open.splice(0)) {
        await server.close();
        await drop(page);
      }
    },
    leave() {
      inside = false;
    },
  };
}
