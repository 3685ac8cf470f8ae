/**
 * Local ports for the browser journeys' shop and mailbox. `E2E_PORT_BASE` moves all three, so two
 * checkouts on one machine can run their journeys at the same time.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 5181);
export const SHOP_PORT = base;
export const MAIL_HTTP_PORT = base + 1;
export const MAIL_SMTP_PORT = base + 2;
export const MAIL_API = `http://127.0.0.1:${MAIL_HTTP_PORT}`;
