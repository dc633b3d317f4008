import { ApiError, buildUrl, CONNECTION_ERROR_MESSAGE, readError, resolveToken } from './api-client';
import { saveFile } from './save-file';

/** The name the server gave the file (content-disposition), when it gave a plain one. */
function serverFilename(response: Response): string | null {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="([^"/\\]+)"/.exec(disposition)?.[1] ?? null;
}

/**
 * Fetches a private file (an invoice PDF, a statement CSV) with the bearer token and saves it under `filename`, or
 * under the server's own name when `preferServerName` is set.
 * A plain link would not carry the token, so the file is read as a blob and saved through a temporary link.
 * Rejects with an ApiError carrying the server's message, as the JSON calls do.
 */
export async function downloadFile(
  path: string,
  filename: string,
  { token, preferServerName = false }: { token?: string | null; preferServerName?: boolean } = {},
): Promise<void> {
  const bearer = token === undefined ? resolveToken('GET', path) : token;
  let response: Response;
  try {
    response = await fetch(buildUrl(path), { headers: bearer ? { Authorization: `Bearer ${bearer}` } : {} });
  } catch {
    throw new ApiError(CONNECTION_ERROR_MESSAGE);
  }
  if (!response.ok) throw await readError(response);
  saveFile(await response.blob(), (preferServerName ? serverFilename(response) : null) ?? filename);
}
