/** The API product catalogue and subscriptions (openapi/paths/portal.yaml). */
import type { OpBody, Schemas } from '@port/sdk';
import { api, unwrap } from '../../lib/api';

export type ApiProductSummary = Schemas['ApiProductSummary'];
export type ApiProduct = Schemas['ApiProduct'];
export type ApiSubscription = Schemas['ApiSubscription'];
export type Category = ApiProductSummary['category'];
export const CATEGORIES: readonly Category[] = ['vessel', 'container', 'truck', 'customs'];

export function listProducts(keyword?: string, category?: Category): Promise<ApiProductSummary[]> {
  return unwrap(api.GET('/portal/apiProducts', { params: { query: { ...(keyword ? { keyword } : {}), ...(category ? { category } : {}) } } }));
}

export function getProduct(code: string): Promise<ApiProduct> {
  return unwrap(api.GET('/portal/apiProducts/{code}', { params: { path: { code } } }));
}

export function mySubscriptions(productCode?: string): Promise<ApiSubscription[]> {
  return unwrap(api.GET('/portal/apiSubscriptions', { params: { query: productCode ? { productCode } : {} } }));
}

export function applySubscription(body: OpBody<'applyApiSubscription'>): Promise<ApiSubscription> {
  return unwrap(api.POST('/portal/apiSubscriptions', { body }));
}

export const docHref = (code: string) => `/new/newApi/newApiDes?code=${encodeURIComponent(code)}`;
export const subscribeHref = (code: string) => `/new/newApi/apiSubscription?code=${encodeURIComponent(code)}`;
export const SEARCH_PATH = '/new/newApi/newApiSearch';
export const searchHref = (keyword: string) => `${SEARCH_PATH}?keyword=${encodeURIComponent(keyword)}`;
