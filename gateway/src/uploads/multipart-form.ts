import '@fastify/multipart';
import { ErrorCodes, FILE_TOO_LARGE_MESSAGE, type FormFields } from '@thindi/contracts';
import { deferDeadline, DomainError } from '@thindi/platform';
import type { FastifyRequest } from 'fastify';

export interface FormFile {
  field: string;
  fileName: string;
  bytes: Buffer;
}

export interface MultipartForm {
  fields: FormFields;
  files: FormFile[];
}

/** @fastify/multipart's limit errors: a file above fileSize, or too many files or fields. */
const LIMIT_ERRORS = ['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT'];

/**
 * Reads a multipart/form-data body: text fields, and each file into memory (at most 5 MB each, the
 * limit registered with the plugin). The gateway judges nothing else about the files.
 */
export async function readMultipartForm(req: FastifyRequest): Promise<MultipartForm> {
  if (!req.isMultipart()) throw DomainError.validation('Send the form as multipart/form-data');
  const form: MultipartForm = { fields: {}, files: [] };
  const started = Date.now();
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        form.files.push({
          field: part.fieldname,
          fileName: (part.filename || part.fieldname).replaceAll('\u0000', ''),
          bytes: await part.toBuffer(),
        });
      } else if (typeof part.value === 'string') {
        if (part.value.includes('\u0000') || part.fieldname.includes('\u0000'))
          throw DomainError.validation(`${part.fieldname.replaceAll('\u0000', '')}: must not contain a NUL character`);
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    throw asClientError(err);
  }
  // Files stream in inside the handler: their arrival time does not count against the request's deadline.
  deferDeadline(Date.now() - started);
  return form;
}

function asClientError(err: unknown): unknown {
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new DomainError(ErrorCodes.tooLarge, FILE_TOO_LARGE_MESSAGE);
  if (typeof code === 'string' && LIMIT_ERRORS.includes(code)) {
    return new DomainError(ErrorCodes.tooLarge, 'Too many files or fields in one form');
  }
  const status = (err as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500)
    return DomainError.validation('The form could not be read');
  return err;
}
