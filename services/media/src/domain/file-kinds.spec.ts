import sharp from 'sharp';
import { isDocument, isImage, sniffType } from './file-kinds';

const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');

describe('content sniffing', () => {
  it('knows a JPEG, a PNG and a PDF by their bytes, whatever they are called', async () => {
    const base = sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } });
    expect(await sniffType(await base.clone().jpeg().toBuffer())).toEqual({ mime: 'image/jpeg', ext: 'jpg' });
    expect(await sniffType(await base.clone().png().toBuffer())).toEqual({ mime: 'image/png', ext: 'png' });
    expect(await sniffType(pdf)).toEqual({ mime: 'application/pdf', ext: 'pdf' });
  });

  it('does not recognise HTML, text or an empty file', async () => {
    expect(await sniffType(Buffer.from('<!doctype html><html></html>'))).toBeUndefined();
    expect(await sniffType(Buffer.from('just text'))).toBeUndefined();
    expect(await sniffType(Buffer.alloc(0))).toBeUndefined();
  });

  it('takes a PDF as a document but not as an image', async () => {
    const type = await sniffType(pdf);
    expect(isDocument(type)).toBe(true);
    expect(isImage(type)).toBe(false);
  });

  it('takes a WebP as an image but not as a document', async () => {
    const webp = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    const type = await sniffType(webp);
    expect(isImage(type)).toBe(true);
    expect(isDocument(type)).toBe(false);
  });
});
