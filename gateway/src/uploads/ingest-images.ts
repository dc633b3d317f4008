import {
  MediaPatterns,
  type ImagePurpose,
  type IncomingFile,
  type IngestedImages,
  type IngestImagesInput,
  type Principal,
  type UploadedFile,
} from '@thindi/contracts';
import type { ServiceClient, Storage } from '@thindi/platform';
import { dropIncoming, putIncoming } from './incoming-files';
import type { FormFile } from './multipart-form';

/**
 * Hands a form's images to the media service, which keeps them all or none; the temporary copies put here
 * go again whatever it answers.
 */
export async function ingestImages(
  storage: Storage,
  client: ServiceClient,
  principal: Principal,
  files: FormFile[],
  purpose: ImagePurpose,
): Promise<UploadedFile[]> {
  const incoming: IncomingFile[] = [];
  try {
    for (const file of files) incoming.push(await putIncoming(storage, file));
    const input: IngestImagesInput = { files: incoming, purpose };
    const answer = await client.command<IngestedImages>(MediaPatterns.ingestImages, { principal, input });
    return answer.files;
  } finally {
    await dropIncoming(storage, incoming);
  }
}
