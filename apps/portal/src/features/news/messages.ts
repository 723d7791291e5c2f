/** The zh-CN texts of the news list and detail pages. */
import { extendZh } from '../../lib/i18n';
import messages from 'virtual:portal-messages/zh-CN/portal.news,portal.home.loadFailed,common.total,common.viewMore';

extendZh(messages);
