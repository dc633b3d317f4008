import type { InvoiceDocument } from '@thindi/contracts';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { interStateContent } from '../../test/invoice-fixtures';
import { renderInvoicePdf } from './invoice-pdf';

const dir = mkdtempSync(join(tmpdir(), 'thindi-invoice-pdf-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The PDF's text as poppler's pdftotext reads it (layout kept, so a table row stays on one line). */
async function textOf(document: InvoiceDocument): Promise<{ text: string; pages: number }> {
  const file = join(dir, `${document.number.replace(/\//g, '-')}.pdf`);
  writeFileSync(file, await renderInvoicePdf(document));
  const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
  return { text, pages };
}

const interState: InvoiceDocument = {
  ...interStateContent(),
  kind: 'invoice',
  number: 'AMS/2526/000123',
  issuedOn: '2025-11-20',
  orderId: '6bc1eb63-9aa3-4f0b-916e-01c26786a63d',
};

describe('the invoice PDF', () => {
  it('holds the particulars of Rule 46 on one A4 page, with rupee amounts in Indian grouping', async () => {
    const { text, pages } = await textOf(interState);
    expect(pages).toBe(1);
    for (const expected of [
      'Tax Invoice',
      'Amma Sweets',
      '12, 4th Cross, Malleshwaram, Bengaluru 560003',
      'GSTIN: 29ABCDE1234F1ZW',
      'Tax Invoice No.: AMS/2526/000123',
      'Date: 20-11-2025',
      'Priya Raman',
      '7, North Usman Road, T. Nagar, Chennai 600017',
      'State: Tamil Nadu (33)',
      'Place of supply: Tamil Nadu (33)',
      'Mysore Pak 500 g',
      '21069099',
      '2 pcs',
      '5%',
      'IGST',
      '₹1,23,456.00',
      '₹6,172.80',
      'Total: ₹1,30,573.80',
      'Amount in words: Rupees One Lakh Thirty Thousand Five Hundred Seventy Three and Eighty Paise Only',
      'Tax payable on reverse charge: No',
      'Authorised signatory',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('CGST');
  });

  it('splits the tax into CGST and SGST within the seller’s state', async () => {
    const karnataka = { code: '29', name: 'Karnataka' };
    const { text } = await textOf({
      ...interState,
      number: 'AMS/2526/000124',
      recipient: { ...interState.recipient, address: 'Jayanagar, Bengaluru 560041', state: karnataka },
      placeOfSupply: karnataka,
      lines: [{ ...interState.lines[0], igstPaise: 0, cgstPaise: 2_250, sgstPaise: 2_250 }],
      totals: { taxablePaise: 90_000, cgstPaise: 2_250, sgstPaise: 2_250, igstPaise: 0, totalPaise: 94_500 },
      amountInWords: 'Rupees Nine Hundred Forty Five Only',
    });
    expect(text).toMatch(/CGST\s+SGST/);
    expect(text).toContain('Place of supply: Karnataka (29)');
    expect(text).toContain('₹22.50');
    expect(text).toContain('Total: ₹945.00');
    expect(text).not.toContain('IGST');
  });

  it('titles a bill of supply as such, without GSTIN or tax columns', async () => {
    const { text } = await textOf({
      ...interState,
      kind: 'bill-of-supply',
      number: 'AMS/2526/000125',
      supplier: { ...interState.supplier, gstin: null },
    });
    expect(text).toContain('Bill of Supply');
    expect(text).toContain('Not registered under GST');
    expect(text).not.toMatch(/GSTIN|IGST|CGST/);
  });
});
