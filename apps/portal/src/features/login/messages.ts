/** The zh-CN texts of the sign-in form. */
import { extendZh } from '../../lib/i18n';
import messages from 'virtual:portal-messages/zh-CN/portal.login,login';

extendZh(messages);
