/**
 * Tells users about a change of their account or enterprise through the message service (box + live
 * WebSocket frame). A failure to notify never undoes the change: it is logged and the call goes on.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppServices } from '../../../services';
import { deliverLive, storeNotice } from '../../message/inbox';

export async function notifyUsers(
  services: AppServices,
  log: FastifyBaseLogger,
  userIds: string[],
  title: string,
  content: string,
): Promise<void> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return;
  try {
    const published = await storeNotice(services, {
      title,
      content,
      contentType: 'MESSAGE',
      noticeType: '1',
      target: { kind: 'user', ids },
      publisher: null,
    });
    await deliverLive(services, published.recipients, published.frame);
  } catch (error) {
    log.warn({ err: error }, 'notice could not be sent');
  }
}
