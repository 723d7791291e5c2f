/** Public news and announcements (SPEC §7 'Messages'): userType '0', paged. */
import type { Schemas } from '@port/sdk';
import { api, unwrap } from '../../lib/api';

export type NewsItem = Schemas['NewsItem'];
export type NewsDetail = Schemas['NewsDetail'];
/** notice: announcements (getPublishMessage); news: news and information (getSearchInformation). */
export type NewsKind = 'notice' | 'news';

export interface NewsPage {
  data: NewsItem[];
  total: number;
}

export async function fetchNewsPage(kind: NewsKind, pageNo: number, pageSize: number): Promise<NewsPage> {
  const body = { userType: '0', pageNo, pageSize };
  const page =
    kind === 'notice'
      ? await unwrap(api.POST('/message/app/appPotral/platform/getPublishMessage', { body }))
      : await unwrap(api.POST('/message/app/appPotral/platform/getSearchInformation', { body }));
  return { data: page.data, total: page.total };
}

export function fetchNewsDetail(id: string, kind?: NewsKind): Promise<NewsDetail> {
  return unwrap(api.POST('/message/app/appPotral/platform/publishDetail', { body: { id, ...(kind ? { type: kind } : {}) } }));
}

/** The picture of an item, or the default one when picUrl is empty. */
export const DEFAULT_NEWS_PICTURE = '/new/images/news/default.svg';
export const pictureOf = (item: Pick<NewsItem, 'picUrl'>): string => (item.picUrl && item.picUrl.trim() ? item.picUrl : DEFAULT_NEWS_PICTURE);

/** The /news list and /news/newsDetail links, with the spec's query values. */
export const listHref = (kind: NewsKind): string => `/new/news?type=${kind === 'notice' ? 'Announcement' : 'news'}`;
export const detailHref = (kind: NewsKind, id: string): string => `/new/news/newsDetail?id=${encodeURIComponent(id)}&type=${kind}`;
