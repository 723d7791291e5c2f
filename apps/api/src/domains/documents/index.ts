/** Documents: print records, serial numbers, signed links, office preview. */
import type {} from './tables';
export { documentHandlers } from './routes';
export { seedDocuments, DOCUMENT_ROUTES } from './seed';
export { signLink, verifyLink } from './signing';
