/** The zh-CN texts of the API product pages. */
import { extendZh } from '../../lib/i18n';
import messages from 'virtual:portal-messages/zh-CN/portal.newApi,login.mobileRequired,login.mobileInvalid,portal.news.notFound,portal.home.loadFailed,common.empty,errors.unknown,open.keys';

extendZh(messages);
