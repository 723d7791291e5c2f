/** Documents: EIR and EDO records, weigh lists, prints and their preview pages. */
import { defineDomain } from '../module';
import * as documents from './migrations/0006_documents';
import { documentHandlers } from './routes';
import { seedDocuments } from './seed';

export const domain = defineDomain({
  name: 'documents',
  handlers: documentHandlers,
  migrations: { '0006_documents': documents },
  // Every start: its hidden preview routes (added to the menu table by the seed, given to every platform role).
  seed: { late: seedDocuments },
});
