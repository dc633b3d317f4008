import { Client } from 'minio';
import { contentTypeOf, isSafeKey, type Storage, type StoredObject } from './storage';

export interface S3Options {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region: string;
}

/** Any S3-compatible store (MinIO, AWS S3) through the minio client. */
export class S3Storage implements Storage {
  private readonly client: Client;
  private bucketReady: Promise<void> | undefined;

  constructor(private readonly options: S3Options) {
    const url = new URL(options.endpoint);
    this.client = new Client({
      endPoint: url.hostname,
      port: url.port ? Number(url.port) : undefined,
      useSSL: url.protocol === 'https:',
      accessKey: options.accessKey,
      secretKey: options.secretKey,
      region: options.region,
      pathStyle: true,
    });
  }

  private ensureBucket(): Promise<void> {
    this.bucketReady ??= (async () => {
      if (!(await this.client.bucketExists(this.options.bucket))) {
        await this.client.makeBucket(this.options.bucket, this.options.region);
      }
    })().catch((err: unknown) => {
      this.bucketReady = undefined;
      throw err;
    });
    return this.bucketReady;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<StoredObject> {
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    await this.ensureBucket();
    await this.client.putObject(this.options.bucket, key, body, body.length, { 'Content-Type': contentType });
    return { key, size: body.length, contentType };
  }

  async stat(key: string): Promise<StoredObject | null> {
    if (!isSafeKey(key)) return null;
    await this.ensureBucket();
    try {
      const info = await this.client.statObject(this.options.bucket, key);
      const type = (info.metaData?.['content-type'] as string | undefined) ?? contentTypeOf(key);
      return { key, size: info.size, contentType: type };
    } catch {
      return null;
    }
  }

  async get(key: string) {
    const info = await this.stat(key);
    if (!info) return null;
    return { stream: await this.client.getObject(this.options.bucket, key), info };
  }

  async delete(key: string): Promise<void> {
    await this.ensureBucket();
    await this.client.removeObject(this.options.bucket, key);
  }

  async ping(): Promise<void> {
    await this.ensureBucket();
  }

  async presignedPut(key: string, seconds: number): Promise<string | undefined> {
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    await this.ensureBucket();
    return this.client.presignedPutObject(this.options.bucket, key, seconds);
  }
}
