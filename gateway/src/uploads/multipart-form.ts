import '@fastify/multipart';
import { FILE_TOO_LARGE_MESSAGE, type FormFields } from '@thindi/contracts';
import { deferDeadline, DomainError } from '@thindi/platform';
import type { FastifyRequest } from 'fastify';
import { inputProblem } from '../http/text-guard';

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
export const MALFORMED_FORM_MESSAGE = 'The form could not be read: it is not valid multipart/form-data';

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
        const problem = fieldProblem(part.fieldname, part.value);
        if (problem) throw DomainError.validation(problem);
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

/**
 * What is wrong with one text field, naming it: the checks JSON bodies get, applied to the value and, for a
 * field that carries a JSON object (`address={"city":...}`), to what it holds (`address.city`).
 */
function fieldProblem(name: string, value: string): string | undefined {
  const field = name.replaceAll('\u0000', '');
  if (field !== name) return `${field || 'input'}: must not contain a NUL character`;
  return inputProblem(value, field) ?? inputProblem(parsedJson(value), field);
}

function parsedJson(value: string): unknown {
  if (!/^\s*[[{]/.test(value)) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/** Limits are 413; anything else that breaks the reading of the body (busboy's parse errors) is the client's 400. */
function asClientError(err: unknown): unknown {
  if (err instanceof DomainError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return DomainError.tooLarge(FILE_TOO_LARGE_MESSAGE);
  if (typeof code === 'string' && LIMIT_ERRORS.includes(code)) {
    return DomainError.tooLarge('Too many files or fields in one form');
  }
  return DomainError.validation(MALFORMED_FORM_MESSAGE);
}
