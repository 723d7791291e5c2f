/** The zh-CN texts of the home islands (carousel, login panel, announcements, news). */
import { extendZh } from '../../lib/i18n';
import messages from 'virtual:portal-messages/zh-CN/portal.home.carousel,portal.home.slideOf,portal.home.pause,portal.home.play,portal.home.previous,portal.home.next,portal.home.slides,portal.home.hotNews,portal.home.loadFailed';

extendZh(messages);
