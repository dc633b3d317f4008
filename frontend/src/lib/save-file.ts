const REVOKE_AFTER_MS = 40_000;

/**
 * Saves a fetched file under a name: a file that needs the bearer token cannot be a plain link, so it is
 * fetched as a blob and handed to the browser through a temporary `<a download>` on an object URL.
 */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start reading the blob only after the click returns: revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
