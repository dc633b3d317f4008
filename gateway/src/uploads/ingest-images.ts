import {
  MediaPatterns,
  type ImagePurpose,
  type IncomingFile,
  type Principal,
  type UploadResponse,
} from '@thindi/contracts';
import type { Platform } from '@thindi/platform';
import { dropIncoming, putIncoming } from './incoming-files';
import type { FormFile } from './multipart-form';

/**
 * Has the media service keep each image for its purpose. All or nothing: when one image is refused, those
 * already kept are deleted again, so a form never ends up with half of its pictures.
 */
export async function ingestImages(
  platform: Platform,
  principal: Principal,
  files: FormFile[],
  purpose: ImagePurpose,
): Promise<UploadResponse['file'][]> {
  const incoming: IncomingFile[] = [];
  try {
    for (const file of files) incoming.push(await putIncoming(platform.storage, file));
    const results = await Promise.allSettled(
      incoming.map((file) =>
        platform.client.command<UploadResponse>(MediaPatterns.ingestImage, { principal, input: { ...file, purpose } }),
      ),
    );
    const kept = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.file] : []));
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (!failed) return kept;
    await Promise.allSettled(
      kept.map((f) => platform.client.command(MediaPatterns.delete, { principal, input: { name: f.name } })),
    );
    throw failed.reason;
  } finally {
    await dropIncoming(platform.storage, incoming);
  }
}
