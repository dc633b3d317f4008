import {
  MediaPatterns,
  type ImagePurpose,
  type IncomingFile,
  type IngestedImages,
  type IngestImagesInput,
  type Principal,
  type UploadedFile,
} from '@thindi/contracts';
import type { Platform } from '@thindi/platform';
import { dropIncoming, putIncoming } from './incoming-files';
import type { FormFile } from './multipart-form';

/**
 * Hands a form's images to the media service, which keeps them all or none; the temporary copies put here
 * go again whatever it answers.
 */
export async function ingestImages(
  platform: Platform,
  principal: Principal,
  files: FormFile[],
  purpose: ImagePurpose,
): Promise<UploadedFile[]> {
  const incoming: IncomingFile[] = [];
  try {
    for (const file of files) incoming.push(await putIncoming(platform.storage, file));
    const input: IngestImagesInput = { files: incoming, purpose };
    const answer = await platform.client.command<IngestedImages>(MediaPatterns.ingestImages, { principal, input });
    return answer.files;
  } finally {
    await dropIncoming(platform.storage, incoming);
  }
}
