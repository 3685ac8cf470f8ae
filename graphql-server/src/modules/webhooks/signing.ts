import crypto from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** A new signing secret, in Standard Webhooks' form: `whsec_` + base64 of 32 random bytes. */
export function newSigningSecret(): string {
  return `whsec_${crypto.randomBytes(32).toString('base64')}`;
}

/**
 * The Standard Webhooks headers: `webhook-signature` holds `v1,<base64 HMAC-SHA256 of
 * id.timestamp.body>` for each secret that signs (two, space-separated, while a rotated-out
 * secret still signs).
 */
export function signatureHeaders(
  secrets: readonly string[],
  id: string,
  at: Date,
  body: string,
): Record<string, string> {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': secrets.map((s) => new Webhook(s).sign(id, at, body)).join(' '),
  };
}
