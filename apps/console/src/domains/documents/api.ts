/** The documents' calls, typed by the contract. */
import type { Schemas } from '@port/sdk/contract';
import { api, unwrap } from '../../app/api';

export type DocumentKind = Schemas['DocumentKind'];
export type DocumentView = Schemas['DocumentView'];
export type OfficePreview = Schemas['OfficePreview'];

export const DOCUMENT_KINDS: readonly DocumentKind[] = ['EIR', 'EIRJX', 'EDO', 'WEIGH'];
export const isDocumentKind = (v: string | null): v is DocumentKind =>
  !!v && (DOCUMENT_KINDS as readonly string[]).includes(v);
export const isDocumentId = (v: string | null): v is string => !!v && /^[1-9]\d{0,17}$/.test(v);

export const getDocument = (kind: DocumentKind, id: string) =>
  unwrap(api.GET('/documents/record/{kind}/{id}', { params: { path: { kind, id } } }));

export const printDocument = (kind: DocumentKind, id: string) =>
  unwrap(api.POST('/documents/print', { body: { kind, id } }));

/** A shared link works for a day. */
export const LINK_TTL_MINUTES = 1440;

export const createDocumentLink = (kind: DocumentKind, id: string) =>
  unwrap(api.POST('/documents/link', { body: { kind, id, ttlMinutes: LINK_TTL_MINUTES } }));

export const getSignedDocument = (t: string) => unwrap(api.GET('/documents/signed', { params: { query: { t } } }));

/** Uploads one file for conversion (docx → sanitised HTML, xlsx → cells); nothing is stored. */
export function previewOffice(file: File) {
  return unwrap(
    api.POST('/documents/preview', {
      body: { file: '' },
      bodySerializer: () => {
        const form = new FormData();
        form.append('file', file, file.name);
        return form;
      },
    }),
  );
}
