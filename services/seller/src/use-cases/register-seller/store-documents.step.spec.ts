import { MediaPatterns, type Principal, type SellerDocumentKind } from '@thindi/contracts';
import { DomainError, type ServiceClient } from '@thindi/platform';
import { stepContext } from '@thindi/platform/testing';
import { randomUUID } from 'node:crypto';
import { KYC_DOCUMENT_FIELDS, type DocumentFiles, type RegisterSellerState } from './register-seller.state';
import { StoreDocumentsStep } from './store-documents.step';

interface Sent {
  pattern: string;
  data: { principal: Principal; input: { kind?: SellerDocumentKind; name?: string } };
}

/**
 * The media service, faked: it keeps each document as `<kind>.pdf` except the kinds in `refuse`, and discards by
 * name, answering not-found for the names in `gone` and failing for those in `failing`.
 */
function fakeMedia(options: { refuse?: SellerDocumentKind[]; gone?: string[]; failing?: string[] } = {}) {
  const sent: Sent[] = [];
  const command = async (pattern: string, data: Sent['data']) => {
    sent.push({ pattern, data });
    const { kind, name } = data.input;
    if (pattern === MediaPatterns.ingestDocument) {
      if (options.refuse?.includes(kind!)) throw DomainError.validation(`The ${kind} scan is unreadable`);
      return { file: { key: `sellers/${kind}.pdf`, name: `${kind}.pdf` } };
    }
    if (options.gone?.includes(name!)) throw DomainError.notFound('No such file');
    if (options.failing?.includes(name!)) throw DomainError.unavailable('Media is down');
    return { success: true };
  };
  const step = new StoreDocumentsStep({ command } as unknown as ServiceClient).step;
  const discarded = () => sent.filter((s) => s.pattern === MediaPatterns.discardDocument).map((s) => s.data.input.name);
  return { step, sent, discarded };
}

const owner: Principal = { id: randomUUID(), role: 'seller', email: 'amma@example.in' };
const files = Object.fromEntries(
  KYC_DOCUMENT_FIELDS.map((field) => [field, { key: `incoming/${randomUUID()}`, fileName: `${field}.pdf` }]),
) as unknown as DocumentFiles;
const state = () => ({ owner, files }) as RegisterSellerState;

describe('register-seller step store-documents', () => {
  it('has the media service keep each KYC document, privately, under its kind', async () => {
    const { step, sent } = fakeMedia();
    const added = await step.invoke(state(), stepContext('register-seller'));
    expect(sent.map((s) => [s.pattern, s.data.input.kind, s.data.principal])).toEqual([
      [MediaPatterns.ingestDocument, 'aadhar', owner],
      [MediaPatterns.ingestDocument, 'pan', owner],
      [MediaPatterns.ingestDocument, 'bank', owner],
    ]);
    expect(added).toEqual({
      stored: {
        aadharCard: { key: 'sellers/aadhar.pdf', name: 'aadhar.pdf' },
        panCard: { key: 'sellers/pan.pdf', name: 'pan.pdf' },
        bankDocument: { key: 'sellers/bank.pdf', name: 'bank.pdf' },
      },
    });
  });

  it('keeps the FSSAI certificate under its own kind when the seller sent it', async () => {
    const { step, sent } = fakeMedia();
    const withCertificate = { ...files, fssaiCertificate: { key: `incoming/${randomUUID()}`, fileName: 'fssai.pdf' } };
    const added = await step.invoke(
      { owner, files: withCertificate } as RegisterSellerState,
      stepContext('register-seller'),
    );
    expect(sent.map((s) => s.data.input.kind)).toEqual(['aadhar', 'pan', 'bank', 'fssai']);
    expect((added as Partial<RegisterSellerState>).stored?.fssaiCertificate).toEqual({
      key: 'sellers/fssai.pdf',
      name: 'fssai.pdf',
    });
  });

  it('is undone by discarding every document it kept', async () => {
    const { step, discarded } = fakeMedia();
    const after = { ...state(), ...(await step.invoke(state(), stepContext('register-seller'))) };
    const undo = step.compensation!.with(after);
    await step.compensation!.run(JSON.parse(JSON.stringify(undo)));
    expect(discarded()).toEqual(['aadhar.pdf', 'pan.pdf', 'bank.pdf']);
  });

  it('fails when one document is refused, and is undone by discarding the others it kept', async () => {
    const { step, discarded } = fakeMedia({ refuse: ['pan'] });
    const failure = await step.invoke(state(), stepContext('register-seller')).catch((e: unknown) => e);
    expect(failure).toMatchObject({ message: 'The pan scan is unreadable' });
    expect(step.compensation!.evenIfFailed!(failure)).toBe(true);
    await step.compensation!.run(step.compensation!.with(state(), failure));
    expect(discarded()).toEqual(['aadhar.pdf', 'bank.pdf']);
  });

  it('leaves nothing to undo when every document was refused', async () => {
    const { step } = fakeMedia({ refuse: ['aadhar', 'pan', 'bank'] });
    const failure = await step.invoke(state(), stepContext('register-seller')).catch((e: unknown) => e);
    expect(step.compensation!.evenIfFailed!(failure)).toBe(false);
  });

  it('counts a document already gone as discarded, and fails the undo (to be retried) on any other failure', async () => {
    const gone = fakeMedia({ gone: ['pan.pdf'] });
    await expect(gone.step.compensation!.run({ owner, names: ['aadhar.pdf', 'pan.pdf'] })).resolves.toBeUndefined();
    const down = fakeMedia({ failing: ['pan.pdf'] });
    await expect(down.step.compensation!.run({ owner, names: ['aadhar.pdf', 'pan.pdf'] })).rejects.toMatchObject({
      message: 'Media is down',
    });
    expect(down.discarded()).toEqual(['aadhar.pdf', 'pan.pdf']);
  });
});
