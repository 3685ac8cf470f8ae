/** Fixed local ports for the browser journeys' shop and mailbox. */
export const SHOP_PORT = 5181;
export const MAIL_HTTP_PORT = 5182;
export const MAIL_SMTP_PORT = 5183;
export const MAIL_API = `http://127.0.0.1:${MAIL_HTTP_PORT}`;
