import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** A real S3-protocol server on loopback (s3rver), with its files in a temporary folder. */
export class S3Endpoint {
  private readonly directory = mkdtempSync(join(tmpdir(), 'thindi-s3-'));
  private server: S3rver | undefined;
  url = '';

  async start(): Promise<string> {
    this.server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: this.directory });
    const address = await this.server.run();
    this.url = `http://127.0.0.1:${address.port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    await this.server?.close();
    rmSync(this.directory, { recursive: true, force: true });
  }
}
