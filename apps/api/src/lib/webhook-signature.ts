import { createHmac } from 'node:crypto';

/**
 * The signature the api puts on a request it sends to an outside party (SMS gateway, bank):
 * `x-port-signature` = lowercase hex HMAC-SHA256(secret, timestamp + '.' + body), beside `x-port-timestamp`.
 */
export const signWebhook = (secret: string, timestamp: string, body: string): string =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
