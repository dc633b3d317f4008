import { formatRupees, toRupees, type InvoiceDocument, type InvoiceLine } from '@thindi/contracts';
import PDFDocument from 'pdfkit';

// DejaVu Sans has the rupee sign; pdfkit's built-in Helvetica has none.
const REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const MARGIN = 40;
const A4_WIDTH = 595.28;
const WIDTH = A4_WIDTH - 2 * MARGIN;

const rupees = (paise: number) => formatRupees(toRupees(paise));
const state = (s: { code: string; name: string }) => `${s.name} (${s.code})`;
const printedDate = (isoDate: string) => isoDate.split('-').reverse().join('-');

const TITLES: Record<InvoiceDocument['kind'], string> = {
  invoice: 'Tax Invoice',
  'bill-of-supply': 'Bill of Supply',
  'credit-note': 'Credit Note',
};

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
  value: (line: InvoiceLine, index: number) => string;
  total?: (totals: InvoiceDocument['totals']) => string;
}

/** The table's columns: CGST and SGST within the supplier's state, IGST across states, no tax on a bill of supply. */
function columnsOf(document: InvoiceDocument): Column[] {
  const intraState = document.supplier.state.code === document.placeOfSupply.code;
  const taxed = document.kind !== 'bill-of-supply';
  const tax: Column[] = !taxed
    ? []
    : intraState
      ? [
          {
            title: 'CGST',
            width: 58,
            align: 'right',
            value: (l) => rupees(l.cgstPaise),
            total: (t) => rupees(t.cgstPaise),
          },
          {
            title: 'SGST',
            width: 58,
            align: 'right',
            value: (l) => rupees(l.sgstPaise),
            total: (t) => rupees(t.sgstPaise),
          },
        ]
      : [
          {
            title: 'IGST',
            width: 70,
            align: 'right',
            value: (l) => rupees(l.igstPaise),
            total: (t) => rupees(t.igstPaise),
          },
        ];
  const fixed: Column[] = [
    { title: '#', width: 16, align: 'left', value: (_l, i) => String(i + 1) },
    { title: 'HSN', width: 52, align: 'left', value: (l) => l.hsn },
    { title: 'Qty', width: 44, align: 'right', value: (l) => `${l.quantity} ${l.unit}` },
    {
      title: 'Taxable value',
      width: 72,
      align: 'right',
      value: (l) => rupees(l.taxablePaise),
      total: (t) => rupees(t.taxablePaise),
    },
    { title: 'Rate', width: 34, align: 'right', value: (l) => `${l.ratePercent}%` },
    ...tax,
    {
      title: 'Total',
      width: 72,
      align: 'right',
      value: (l) => rupees(l.taxablePaise + l.cgstPaise + l.sgstPaise + l.igstPaise),
      total: (t) => rupees(t.totalPaise),
    },
  ];
  const used = fixed.reduce((sum, column) => sum + column.width, 0);
  const description: Column = { title: 'Description', width: WIDTH - used, align: 'left', value: (l) => l.description };
  return [fixed[0], description, ...fixed.slice(1)];
}

/**
 * A one-page A4 tax invoice (or bill of supply, or credit note) with the particulars of Rule 46 of the CGST
 * Rules, drawn from the document stored when it was issued.
 */
export function renderInvoicePdf(document: InvoiceDocument): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${TITLES[document.kind]} ${document.number}`, Author: document.supplier.name },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.registerFont('regular', REGULAR);
  pdf.registerFont('bold', BOLD);

  pdf.font('bold').fontSize(16).text(TITLES[document.kind], { align: 'center' });
  pdf.moveDown(0.6);

  // Supplier on the left, the document's number and date on the right.
  const top = pdf.y;
  const half = WIDTH / 2 - 10;
  pdf.font('bold').fontSize(10).text(document.supplier.name, MARGIN, top, { width: half });
  pdf.font('regular').fontSize(9).text(document.supplier.address, { width: half });
  pdf.text(`State: ${state(document.supplier.state)}`, { width: half });
  pdf.text(document.supplier.gstin ? `GSTIN: ${document.supplier.gstin}` : 'Not registered under GST', { width: half });
  const leftBottom = pdf.y;
  const right = MARGIN + WIDTH / 2 + 10;
  pdf.font('regular').fontSize(9);
  pdf.text(`${TITLES[document.kind]} No.: ${document.number}`, right, top, { width: half });
  pdf.text(`Date: ${printedDate(document.issuedOn)}`, { width: half });
  pdf.text(`Order: ${document.orderNumber ?? document.orderId}`, { width: half });
  if (document.againstInvoice) pdf.text(`Against invoice: ${document.againstInvoice}`, { width: half });
  pdf.y = Math.max(leftBottom, pdf.y) + 12;

  pdf.font('bold').fontSize(10).text('Bill to / Ship to', MARGIN, pdf.y, { width: WIDTH });
  pdf.font('regular').fontSize(9);
  pdf.text(document.recipient.name, { width: WIDTH });
  pdf.text(document.recipient.address, { width: WIDTH });
  pdf.text(`State: ${state(document.recipient.state)}`, { width: WIDTH });
  pdf.text(`Place of supply: ${state(document.placeOfSupply)}`, { width: WIDTH });
  pdf.moveDown(0.8);

  const columns = columnsOf(document);
  const row = (cells: (column: Column) => string, font: 'regular' | 'bold') => {
    const y = pdf.y;
    let x = MARGIN;
    let bottom = y;
    pdf.font(font).fontSize(8);
    for (const column of columns) {
      pdf.text(cells(column), x + 2, y, { width: column.width - 4, align: column.align });
      bottom = Math.max(bottom, pdf.y);
      x += column.width;
    }
    pdf.y = bottom + 3;
    pdf
      .moveTo(MARGIN, pdf.y - 1.5)
      .lineTo(MARGIN + WIDTH, pdf.y - 1.5)
      .lineWidth(0.5)
      .stroke('#999999');
  };
  row((column) => column.title, 'bold');
  document.lines.forEach((line, index) => row((column) => column.value(line, index), 'regular'));
  row((column) => (column.title === 'Description' ? 'Total' : (column.total?.(document.totals) ?? '')), 'bold');

  pdf.moveDown(0.8);
  pdf
    .font('bold')
    .fontSize(10)
    .text(`Total: ${rupees(document.totals.totalPaise)}`, MARGIN, pdf.y, {
      width: WIDTH,
      align: 'right',
    });
  pdf
    .font('regular')
    .fontSize(9)
    .text(`Amount in words: ${document.amountInWords}`, MARGIN, pdf.y + 4, { width: WIDTH });
  pdf.moveDown(0.5);
  pdf.text('Tax payable on reverse charge: No', { width: WIDTH });

  pdf.moveDown(3);
  pdf.text(`For ${document.supplier.name}`, MARGIN, pdf.y, { width: WIDTH, align: 'right' });
  pdf.moveDown(2.5);
  pdf.text('Authorised signatory', { width: WIDTH, align: 'right' });

  pdf.end();
  return done;
}
