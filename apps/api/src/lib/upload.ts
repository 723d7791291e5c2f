/** Reading one uploaded file of a multipart call, with the size limit checked (never cut silently). */
import type { FastifyRequest } from 'fastify';
import type { ApiError } from '../http/errors';
import { bodyTooLarge } from '../http/body-limits';

export interface Upload {
  fileName: string;
  buffer: Buffer;
  fields: Record<string, string>;
}

export async function readUpload(req: FastifyRequest, missing: () => ApiError): Promise<Upload> {
  let part;
  try {
    part = await req.file();
  } catch {
    throw missing();
  }
  if (!part) throw missing();
  let buffer: Buffer;
  try {
    buffer = await part.toBuffer();
  } catch (error) {
    // Thrown at the limit, mid-stream: the answer closes the connection, so the rest is never read (http/body-limits.ts).
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw bodyTooLarge(req.headers['accept-language'], true);
    throw missing();
  }
  if (part.file.truncated) throw bodyTooLarge(req.headers['accept-language'], true);
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    const v = Array.isArray(value) ? value[0] : value;
    if (v && typeof v === 'object' && 'value' in v && typeof v.value === 'string') fields[name] = v.value;
  }
  return { fileName: part.filename, buffer, fields };
}
