/**
 * The handlers of openapi/paths/barge.yaml from the entity mechanism, and what is special about the order
 * pool: a submit or a release tells every barge operator (live), and a take that lost the race — the order
 * was taken by another operator meanwhile — is answered with what happened, not with the state machine's words.
 */
import { serverLanguage } from '@port/config/server-messages';
import { defineHandlers, requireUser, type HandlerContext, type Handlers } from '../../http/contract';
import { ApiError } from '../../http/errors';
import { entityHandlers } from '../../lib/entity/handlers';
import { clientText } from '../../lib/text';
import { escapeHtml, notifyUsers, usersHolding } from '../accounts/common/notify';
import { bargeOrderStore, bargeStore } from './stores';

const orderHandlers = entityHandlers(bargeOrderStore, { exportTitle: 'barge.pages.orders' });
const transition = orderHandlers.transitionBargeOrder!;

async function transitionBargeOrder(ctx: HandlerContext<'transitionBargeOrder'>) {
  const user = requireUser(ctx.user);
  const lang = serverLanguage(ctx.req.headers['accept-language']);
  try {
    const order = await transition(ctx);
    if (ctx.body.action === 'submit' || ctx.body.action === 'release') await tellThePool(ctx, user.userId, order as never);
    return order;
  } catch (err) {
    if (ctx.body.action === 'take' && err instanceof ApiError && (err.status === 409 || err.status === 404)) {
      const row = await ctx.services.db.selectFrom('barge_orders').select(['barge_company_id']).where('id', '=', ctx.params.id).executeTakeFirst();
      if (row?.barge_company_id && row.barge_company_id !== user.companyId) {
        throw new ApiError(409, 'staleUpdate', {}, { text: clientText(lang, 'barge.order.alreadyTaken') });
      }
    }
    throw err;
  }
}

/** A new order in the pool: every user who may take it is told (message centre and WebSocket). */
async function tellThePool(ctx: HandlerContext<'transitionBargeOrder'>, actorId: string, order: { orderNo: string; fromPort: string; toPort: string; containerCount: number }) {
  try {
    const users = (await usersHolding(ctx.services, 'barge:pool:take')).filter((id) => id !== actorId);
    const title = clientText('zh-CN', 'barge.order.poolNotice', { orderNo: order.orderNo });
    const content = clientText('zh-CN', 'barge.order.poolNoticeContent', { orderNo: order.orderNo, from: order.fromPort, to: order.toPort, count: order.containerCount });
    await notifyUsers(ctx.services, ctx.req.log, users, escapeHtml(title), escapeHtml(content));
  } catch (error) {
    ctx.req.log.warn({ err: error }, 'pool notice could not be sent');
  }
}

export const bargeHandlers: Handlers = defineHandlers({
  ...entityHandlers(bargeStore, { exportTitle: 'barge.pages.barges' }),
  ...orderHandlers,
  transitionBargeOrder,
});
