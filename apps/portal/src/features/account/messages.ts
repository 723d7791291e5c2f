/** The zh-CN texts of registration and password reset. */
import { extendZh } from '../../lib/i18n';
import messages from 'virtual:portal-messages/zh-CN/portal.account,portal.login,login,validation.passwordWeak';

extendZh(messages);
