import {
  createLogger,
  LocalJobQueue,
  WorkflowEngine,
  type AppConfig,
  type ServiceWorkflows,
  type Storage,
} from '@thindi/platform';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { FilesRepository } from '../../db/files.repository';
import type { FileRow } from '../../db/schema';
import { IngestFileHandler, type IngestRequest } from './ingest-file.handler';

const logger = createLogger('test', 'silent');

/** An object store in memory that fails a put whose key matches `failPut`; records puts and deletes in order. */
function fakeStorage(failPut?: RegExp) {
  const objects = new Map<string, Buffer>();
  const log: string[] = [];
  const storage = {
    get: async (key: string) => {
      const body = objects.get(key);
      return body ? { stream: Readable.from([body]), info: { key, size: body.length } } : null;
    },
    put: async (key: string, body: Buffer) => {
      if (failPut?.test(key)) throw new Error('storage down');
      log.push(`put ${key}`);
      objects.set(key, body);
      return { key, size: body.length };
    },
    delete: async (key: string) => {
      log.push(`delete ${key}`);
      objects.delete(key);
    },
  };
  return { storage, objects, log };
}

/**
 * The store-file flow (store-objects → record-file) run as the media service runs it, over a faked object store
 * and files table: `failRecord` makes the record fail, `failPut` a put.
 */
function storeFile(options: { failRecord?: boolean; failPut?: RegExp } = {}) {
  const { storage, objects, log } = fakeStorage(options.failPut);
  const recorded: Array<Partial<FileRow>> = [];
  const files = {
    insert: async (row: Partial<FileRow>) => {
      if (options.failRecord) throw new Error('database down');
      recorded.push(row);
      return row as FileRow;
    },
  } as unknown as FilesRepository;
  const jobs = new LocalJobQueue(logger);
  const workflows = new WorkflowEngine('media', { jobs, logger }) as unknown as ServiceWorkflows;
  const config = { REQUEST_TIMEOUT_MS: 10_000 } as AppConfig;
  const handler = new IngestFileHandler(storage as unknown as Storage, config, files, workflows);
  return { handler, storage, objects, log, recorded, close: () => jobs.close() };
}

const request = (): IngestRequest => ({
  owner: { id: '6f1c2b9e-8a4d-4c1e-9b7a-3d2e1f0a9b8c', role: 'seller', email: 'amma@example.in' },
  incomingKey: 'incoming/5a0c1d2e-3f4a-4b5c-8d6e-7f8a9b0c1d2e',
  fileName: 'murukku.png',
  folder: 'products',
  accept: 'image',
});

describe('media flow store-file', () => {
  let png: Buffer;
  beforeAll(async () => {
    png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#abc' } })
      .png()
      .toBuffer();
  });

  it('stores the image and its thumbnail (store-objects), then records the file (record-file)', async () => {
    const flow = storeFile();
    await flow.storage.put(request().incomingKey, png);
    try {
      const row = await flow.handler.execute(request());
      expect(row).toMatchObject({ folder: 'products', contentType: 'image/webp', originalName: 'murukku.png' });
      expect(flow.recorded).toHaveLength(1);
      expect([...flow.objects.keys()].sort()).toEqual([row.key, row.thumbnailKey].sort());
      expect(row.size).toBe(flow.objects.get(row.key)!.length);
    } finally {
      await flow.close();
    }
  });

  it('deletes the stored objects when the file cannot be recorded (store-objects undone)', async () => {
    const flow = storeFile({ failRecord: true });
    await flow.storage.put(request().incomingKey, png);
    try {
      await expect(flow.handler.execute(request())).rejects.toThrow('database down');
      expect(flow.objects.size).toBe(0);
      // The image and its thumbnail, each written and then deleted again.
      expect(flow.log.filter((l) => l.startsWith('delete products/'))).toHaveLength(2);
    } finally {
      await flow.close();
    }
  });

  it('deletes what a half-done store wrote when a put fails', async () => {
    const flow = storeFile({ failPut: /-thumb\.webp$/ });
    await flow.storage.put(request().incomingKey, png);
    try {
      await expect(flow.handler.execute(request())).rejects.toThrow('storage down');
      expect(flow.objects.size).toBe(0);
      expect(flow.recorded).toEqual([]);
    } finally {
      await flow.close();
    }
  });
});
