import { Inject, Injectable } from '@nestjs/common';
import type { IncomingFile, IngestImagesInput, Principal, UploadedFile } from '@thindi/contracts';
import {
  APP_CONFIG,
  createStep,
  createWorkflow,
  DomainError,
  remainingMs,
  ServiceWorkflows,
  type AppConfig,
} from '@thindi/platform';
import { toUploadedFile } from '../../domain/file-view';
import { imageFolderFor } from '../../domain/image-purposes';
import { DeleteFileHandler } from '../delete-file/delete-file.handler';
import { IngestFileHandler } from '../ingest-file/ingest-file.handler';

/** What the ingest-images flow carries: the images kept so far, and the first refusal, answered once undone. */
interface IngestImagesState {
  owner: Principal;
  folder: string;
  files: IncomingFile[];
  kept?: UploadedFile[];
  refused?: unknown;
}
/** JSON, as a retried undo runs later in a job. */
type KeptImages = { owner: Principal; names: string[] };

/**
 * Keeps each image of one form for its purpose, all or nothing: when one image is refused, those already kept
 * are deleted again, so a form never ends up with half of its pictures.
 */
@Injectable()
export class IngestImagesHandler {
  private readonly flow;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    ingest: IngestFileHandler,
    remove: DeleteFileHandler,
    private readonly workflows: ServiceWorkflows,
  ) {
    this.flow = createWorkflow<IngestImagesState>('ingest-images', [
      createStep<IngestImagesState, KeptImages>(
        'keep-images',
        async ({ owner, folder, files }) => {
          // All at once; each image is checked and stored on its own, and a refusal stops none of the others.
          const results = await Promise.allSettled(
            files.map(async (file) => {
              // Provisional: kept for good once the product or review that uses it is saved (claimFiles).
              const request = { owner, incomingKey: file.key, fileName: file.fileName, folder };
              return toUploadedFile(await ingest.execute({ ...request, accept: 'image', provisional: true }));
            }),
          );
          const kept = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
          const refused = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
          return { kept, ...(refused ? { refused: refused.reason } : {}) };
        },
        {
          with: ({ owner, kept = [] }) => ({ owner, names: kept.map((f) => f.name) }),
          run: async ({ owner, names }) => {
            for (const name of names) await deleteIfThere(remove, owner, name);
          },
        },
      ),
      createStep<IngestImagesState>('all-kept', async ({ refused }) => {
        if (refused !== undefined) throw refused;
      }),
    ]);
    workflows.register(this.flow);
  }

  async execute(owner: Principal, input: IngestImagesInput): Promise<UploadedFile[]> {
    const folder = imageFolderFor(owner, input.purpose);
    const { kept } = await this.workflows.run(
      this.flow,
      { owner, folder, files: input.files },
      { deadlineMs: Math.max(1000, remainingMs() ?? this.config.REQUEST_TIMEOUT_MS) },
    );
    return kept!;
  }
}

/** An undo retried after it half ran finds some files gone already: that one is done. */
async function deleteIfThere(remove: DeleteFileHandler, owner: Principal, name: string): Promise<void> {
  try {
    await remove.execute(owner, name);
  } catch (err) {
    if (!(err instanceof DomainError && err.kind === 'NOT_FOUND')) throw err;
  }
}
