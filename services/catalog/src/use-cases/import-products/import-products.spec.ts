import {
  CatalogPatterns,
  catalogImportFileKey,
  type CatalogImportAnswer,
  type CatalogImportJobResponse,
  type CsvFile,
  type Principal,
  type SellerProductListResponse,
} from '@thindi/contracts';
import {
  startServiceForTest,
  waitUntil,
  type ServiceUnderTest,
  SERVICE_START_TIMEOUT_MS,
} from '@thindi/platform/testing';
import { randomUUID } from 'node:crypto';
import { addProductsForSale } from '../../../test/products-for-sale';
import { CatalogModule } from '../../catalog.module';
import { CatalogImportsRepository } from '../../db/catalog-imports.repository';

/** A seller loads its catalogue from its CSV file: all or nothing, and the file just exported changes nothing. */
/** An import job checks and writes hundreds of rows: on a loaded two-core machine that takes tens of seconds. */
const JOB_LIMIT_MS = 60_000;

describe('catalog import', () => {
  let service: ServiceUnderTest;
  const seller: Principal = { id: randomUUID(), role: 'seller', email: 'amma@example.in' };
  const client = () => service.platform.client;
  const exported = async () =>
    (await client().query<CsvFile>(CatalogPatterns.exportMine, { principal: seller, input: {} })).csv;
  /** As the gateway does it: the file in storage under the seller's folder, its key in the message. */
  const store = async (csv: string) => {
    const fileKey = catalogImportFileKey(seller.id, randomUUID());
    await service.platform.storage.put(fileKey, Buffer.from(csv), 'text/csv');
    return fileKey;
  };
  const importFile = (fileKey: string, dryRun = false) =>
    client().command<CatalogImportAnswer>(CatalogPatterns.importMine, {
      principal: seller,
      input: { fileKey, dryRun },
    });
  const importCsv = async (csv: string, dryRun = false) => importFile(await store(csv), dryRun);
  const jobStatus = (jobId: string) =>
    client().query<CatalogImportJobResponse>(CatalogPatterns.importStatus, { principal: seller, input: { jobId } });
  const jobFile = (rows: number) =>
    Array.from({ length: rows }, (_, i) => `job-${i},Job Snack ${i},Crisp,savory,,,,,100 g,10.00,20.00,1,,,yes`);
  const mine = async () =>
    (
      await client().query<SellerProductListResponse>(CatalogPatterns.listMine, {
        principal: seller,
        input: { pageSize: 100 },
      })
    ).products;

  beforeAll(async () => {
    service = await startServiceForTest('catalog', CatalogModule);
    await addProductsForSale(service.platform, 3, seller.id);
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => service?.stop());

  it('changes nothing when the file just exported is imported', async () => {
    const before = await mine();
    const answer = await importCsv(await exported());
    expect(answer).toEqual({
      success: true,
      dryRun: false,
      report: { created: 0, updated: 0, unchanged: 3, errors: [] },
    });
    expect(await mine()).toEqual(before);
  });

  it('reports both bad rows of a file and changes nothing', async () => {
    const before = await mine();
    const lines = (await exported()).split('\n');
    lines[1] = lines[1].replace(/,\d+\.00,/, ',abc,');
    lines[2] = lines[2].replace(',200 g,', ',two hundred,');
    const answer = await importCsv(lines.join('\n'));
    expect(answer).toMatchObject({ success: false, message: 'The file has 2 errors; nothing was changed' });
    const { report } = answer as { report: { errors: { row: number; column: string }[] } };
    expect(report.errors.map((e) => [e.row, e.column])).toEqual([
      [2, 'price'],
      [3, 'net_quantity'],
    ]);
    expect(await mine()).toEqual(before);
  });

  it('adds a pack and creates a product hidden without a photo; a dry run changes nothing', async () => {
    const lines = (await exported()).trim().split('\n');
    const key = lines[1].split(',')[0];
    const added = lines[1].replace(',200g,200 g,', ',500 g,500 g,').replace(/,5,5,,(yes|no)/, ',7,,,no');
    const fresh = `new-1,Kara Boondi,Crisp,savory,gram flour,,,,250 g,50.00,60.00,4,,KB-250,yes`;
    const file = [...lines, added, fresh].join('\n');
    expect(await importCsv(file, true)).toMatchObject({
      success: true,
      dryRun: true,
      report: { created: 1, updated: 1 },
    });
    expect(await mine()).toHaveLength(3);
    expect(await importCsv(file)).toMatchObject({ success: true, report: { created: 1, updated: 1, unchanged: 2 } });
    const after = await mine();
    expect(after.find((p) => p.id === key)?.variants.map((v) => v.label)).toEqual(['200g', '500 g']);
    expect(after.find((p) => p.name === 'Kara Boondi')).toMatchObject({
      isActive: false,
      deactivationReason: 'Add a photo to put it on sale',
    });
  });

  it('reads the file from storage and deletes it once imported', async () => {
    const fileKey = await store(await exported());
    expect(await importFile(fileKey)).toMatchObject({ success: true, report: { created: 0, updated: 0 } });
    expect(await service.platform.storage.stat(fileKey)).toBeNull();
    await expect(importFile(fileKey)).rejects.toMatchObject({
      kind: 'VALIDATION',
      message: 'The uploaded file was not found. Please upload it again.',
    });
  });

  it("refuses a file outside the seller's own folder and leaves it there", async () => {
    const foreign = catalogImportFileKey(randomUUID(), randomUUID());
    await service.platform.storage.put(foreign, Buffer.from(await exported()), 'text/csv');
    for (const fileKey of [foreign, 'product-images/snack-1.webp', `${foreign}/../x.csv`]) {
      await expect(importFile(fileKey)).rejects.toMatchObject({
        kind: 'VALIDATION',
        message: 'fileKey must be a catalogue file uploaded by this seller',
      });
    }
    expect(await service.platform.storage.stat(foreign)).not.toBeNull();
  });

  it(
    'runs a file of more than 500 rows as a job the seller polls',
    async () => {
      const header = (await exported()).split('\n')[0];
      const answer = await importCsv([header, ...jobFile(501)].join('\n'), true);
      expect(answer).toMatchObject({ success: true, status: 'queued' });
      const { jobId } = answer as { jobId: string };
      const status = () => jobStatus(jobId);
      await waitUntil('the import job is done', async () => (await status()).status === 'done', JOB_LIMIT_MS);
      expect(await status()).toMatchObject({
        progress: { done: 501, total: 501 },
        dryRun: true,
        report: { created: 501, errors: [] },
      });
      const other = { ...seller, id: randomUUID() };
      const foreign = client().query(CatalogPatterns.importStatus, { principal: other, input: { jobId } });
      await expect(foreign).rejects.toMatchObject({ kind: 'NOT_FOUND' });
    },
    2 * JOB_LIMIT_MS,
  );

  it(
    'shows the rows checked while a job checks its file, then applies it and deletes the file',
    async () => {
      const imports = service.app.get(CatalogImportsRepository);
      const seen: CatalogImportJobResponse[] = [];
      // Each progress write is followed by a look at the status, taken while the job waits for it.
      const [progress, checked] = [imports.progress.bind(imports), imports.checked.bind(imports)];
      const spies = [
        jest.spyOn(imports, 'progress').mockImplementation(async (id, rows) => {
          await progress(id, rows);
          seen.push(await jobStatus(id));
        }),
        jest.spyOn(imports, 'checked').mockImplementation(async (id) => {
          await checked(id);
          seen.push(await jobStatus(id));
        }),
      ];
      try {
        const header = (await exported()).split('\n')[0];
        const fileKey = await store([header, ...jobFile(600)].join('\n'));
        const { jobId } = (await importFile(fileKey)) as { jobId: string };
        await waitUntil('the import job is done', async () => (await jobStatus(jobId)).status === 'done', JOB_LIMIT_MS);
        expect(seen.map(({ status, phase, progress }) => ({ status, phase, progress }))).toEqual([
          { status: 'running', phase: 'checking', progress: { done: 250, total: 600 } },
          { status: 'running', phase: 'checking', progress: { done: 500, total: 600 } },
          { status: 'running', phase: 'applying', progress: { done: 600, total: 600 } },
        ]);
        expect(await jobStatus(jobId)).toMatchObject({ progress: { done: 600, total: 600 }, report: { created: 600 } });
        expect(await jobStatus(jobId)).not.toHaveProperty('phase');
        // The file goes after the job's commit: a retry must still find it until then.
        await waitUntil('the file is deleted', async () => (await service.platform.storage.stat(fileKey)) === null);
      } finally {
        for (const spy of spies) spy.mockRestore();
      }
    },
    2 * JOB_LIMIT_MS,
  );
});
