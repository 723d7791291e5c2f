/**
 * Published content: articles, the EDI platforms and push configurations (0002_content, which also made other
 * domains' tables before they had folders: its name and place stay).
 */
import { defineDomain } from '../../module';
import * as content from './migrations/0002_content';
import { contentHandlers } from './routes';
import { seedArticles, seedMessagingConfig } from './seed';

export const domain = defineDomain({
  name: 'content',
  handlers: contentHandlers,
  migrations: { '0002_content': content },
  seed: { core: seedArticles, main: (services) => seedMessagingConfig(services) },
});
