/** The EDI domain (issue 15): the EDI entry by signed single sign-on, or the company's gate moves as CODECO and CSV. */
import { defineDomain } from '../module';
import { ediHandlers } from './routes';
import { seedEdiMoves } from './seed';

export const domain = defineDomain({
  name: 'edi',
  handlers: ediHandlers,
  seedDemo: seedEdiMoves,
});
