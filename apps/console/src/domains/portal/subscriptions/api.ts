/** The API product domain's calls from the business centre: the review of subscription applications. */
import type { OpBody, OpQuery, Schemas } from '@port/sdk/contract';
import { api, unwrap } from '../../../app/api';

export type ApiSubscription = Schemas['ApiSubscription'];

export const subscriptionsForReview = (query: OpQuery<'listApiSubscriptionsForReview'>) =>
  unwrap(api.GET('/portal/apiSubscriptions/manage', { params: { query } }));

export const reviewSubscription = (id: string, body: OpBody<'reviewApiSubscription'>) =>
  unwrap(api.POST('/portal/apiSubscriptions/{id}/review', { params: { path: { id } }, body }));
