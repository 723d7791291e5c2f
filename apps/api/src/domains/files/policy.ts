/**
 * What each upload purpose (bizType) accepts. svg is in no list: it can carry script, so it is refused unless a
 * purpose explicitly adds it (and then it is still only ever served as an attachment).
 */
import type { DetectedKind } from './magic';

export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;
export const FILE_MAX_BYTES = 5 * 1024 * 1024;

export interface UploadPolicy {
  kinds: readonly DetectedKind[];
  /** The i18n key of the message for a refused type. */
  typeMessage: string;
}

const RASTER: DetectedKind[] = ['jpeg', 'png', 'gif', 'webp', 'bmp'];
const DOCUMENTS: DetectedKind[] = [...RASTER, 'pdf', 'zip', 'ole'];

export const UPLOAD_POLICIES: Record<string, UploadPolicy> = {
  common: { kinds: DOCUMENTS, typeMessage: 'upload.typeInvalid' },
  order: { kinds: DOCUMENTS, typeMessage: 'upload.typeInvalid' },
  notice: { kinds: RASTER, typeMessage: 'upload.typeInvalid' },
  avatar: { kinds: ['jpeg', 'png', 'gif', 'webp'], typeMessage: 'upload.typeInvalid' },
  // Onboarding images (SPEC §5): jpg, jpeg and png only.
  company: { kinds: ['jpeg', 'png'], typeMessage: 'validation.imageTypeOnboarding' },
};

/** Content types of the container formats, by the name's extension (the bytes only say zip or OLE). */
export const CONTAINER_MIME: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
};
