/** Uploaded files and their store (table made by 0002_content). */
import { defineDomain } from '../module';
import { fileHandlers } from './routes';

export const domain = defineDomain({ name: 'files', handlers: fileHandlers });
