import { discountedLine } from '@thindi/contracts';
import { guwahatiPart, line, maduraiSeller, mysuruSeller } from '../../test/order-parts';
import { deliveryInvoiceOf, sellerInvoiceOf } from './part-documents';
import { settlePart } from './part-settlement';
import { toCsv } from './csv';

const platform = {
  legalName: 'Thindi Marketplace Private Limited',
  gstin: '29AAICT4321K1Z2',
  address: '80 Feet Road, Koramangala, Bengaluru, Karnataka 560034',
};

describe('documents of an order part', () => {
  it("invoices a registered seller's part with the tax the shopper was charged, line by line", () => {
    const part = guwahatiPart('0b5c8f9e-1111-4c4c-9c9c-000000000001', maduraiSeller(), [
      line({ hsn: '2106 90', weight: '500 g' }),
      line({ quantity: 1 }),
    ]);
    const { kind, content } = sellerInvoiceOf(part, maduraiSeller(), 'ASS');
    expect(kind).toBe('invoice');
    expect(content.supplier).toMatchObject({ gstin: '33AMSPS1234A1ZB', state: { code: '33', name: 'Tamil Nadu' } });
    expect(content.placeOfSupply).toEqual({ code: '18', name: 'Assam' });
    expect(content.lines[0]).toMatchObject({
      description: 'Mysore Pak 500 g',
      hsn: '210690',
      unit: 'NOS',
      igstPaise: 4_500,
    });
    expect(content.totals).toEqual({
      taxablePaise: 1_35_000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 6_750,
      totalPaise: 1_41_750,
    });
    expect(content.amountInWords).toBe('Rupees One Thousand Four Hundred Seventeen and Paise Fifty Only');
  });

  it('names a line by its product and pack, the pack once when the product name already says it', () => {
    const part = guwahatiPart('0b5c8f9e-1111-4c4c-9c9c-000000000004', maduraiSeller(), [
      line({ productName: 'Mysore Pak', weight: '1 kg' }),
      line({ productName: 'Ghee Mysore Pak 500g tin', weight: '500 g' }),
    ]);
    const { content } = sellerInvoiceOf(part, maduraiSeller(), 'ASS');
    expect(content.lines.map((l) => l.description)).toEqual(['Mysore Pak 1 kg', 'Ghee Mysore Pak 500g tin']);
  });

  it('writes the best before of a line shipped with one after its name, and changes no figure', () => {
    const lines = [line({ weight: '500 g' }), line({ productName: 'Murukku', weight: '250 g' })];
    const id = '0b5c8f9e-1111-4c4c-9c9c-000000000005';
    const plain = sellerInvoiceOf(guwahatiPart(id, maduraiSeller(), lines), maduraiSeller(), 'ASS').content;
    const dated = [
      { ...lines[0], bestBefore: '2027-01-14' },
      { ...lines[1], bestBefore: null },
    ];
    const { content } = sellerInvoiceOf(guwahatiPart(id, maduraiSeller(), dated), maduraiSeller(), 'ASS');
    expect(content.lines.map((l) => l.description)).toEqual([
      'Mysore Pak 500 g (Best before 14 Jan 2027)',
      'Murukku 250 g',
    ]);
    const figures = (c: typeof content) => ({
      lines: c.lines.map(({ description: _, ...rest }) => rest),
      totals: c.totals,
    });
    expect(figures(content)).toEqual(figures(plain));
  });

  it("names a seller's coupon on the lines it lowered, and leaves a platform's coupon off the invoice", () => {
    // ₹525 with 5% IGST: DIWALI10 takes ₹52.50 off, the seller's before tax (₹450 + ₹22.50), the platform's not.
    const lowered = discountedLine({ taxablePaise: 50_000, gstRatePercent: 5 }, 5_250);
    const sellers = line({
      weight: '500 g',
      quantity: 1,
      unitPricePaise: 50_000,
      taxablePaise: lowered.taxablePaise,
      igstPaise: lowered.gstPaise,
      discountPaise: lowered.discountPaise,
      discountFunder: 'seller',
    });
    const platforms = line({
      productName: 'Murukku',
      weight: '250 g',
      discountPaise: 9_450,
      discountFunder: 'platform',
    });
    const part = {
      ...guwahatiPart('0b5c8f9e-1111-4c4c-9c9c-000000000006', maduraiSeller(), [sellers, platforms]),
      couponCode: 'DIWALI10',
      platformDiscountPaise: 9_450,
    };

    const { content } = sellerInvoiceOf(part, maduraiSeller(), 'ASS');

    expect(content.lines.map((l) => l.description)).toEqual([
      'Mysore Pak 500 g (coupon DIWALI10: ₹52.50 off before tax)',
      'Murukku 250 g',
    ]);
    expect(content.lines[0]).toMatchObject({ taxablePaise: 45_000, igstPaise: 2_250 });
    expect(content.lines[1]).toMatchObject({ taxablePaise: 90_000, igstPaise: 4_500 });
    expect(content.totals.totalPaise).toBe(47_250 + 94_500);
  });

  it('makes a seller without a GSTIN issue a bill of supply with no GST', () => {
    const seller = { ...maduraiSeller(), gstin: null };
    const part = guwahatiPart('0b5c8f9e-1111-4c4c-9c9c-000000000002', seller, [line({ igstPaise: 0 })]);
    const { kind, content } = sellerInvoiceOf(part, seller, 'ASS');
    expect(kind).toBe('bill-of-supply');
    expect(content.lines[0]).toMatchObject({ ratePercent: 0, igstPaise: 0, cgstPaise: 0, sgstPaise: 0 });
    expect(content.totals.totalPaise).toBe(90_000);
  });

  it("splits the platform's ₹50 delivery charge into its taxable value and 18% GST, adding up to the paisa", () => {
    const assam = guwahatiPart('0b5c8f9e-1111-4c4c-9c9c-000000000003', maduraiSeller(), [line()]);
    const inter = deliveryInvoiceOf(assam, platform)!;
    expect(inter.content.lines[0]).toMatchObject({
      hsn: '996812',
      taxablePaise: 4_237,
      igstPaise: 763,
      ratePercent: 18,
    });
    expect(inter.content.totals.totalPaise).toBe(5_000);
    const bengaluru = {
      ...assam,
      shippingAddress: { ...assam.shippingAddress, city: 'Bengaluru', state: 'Karnataka', pincode: '560001' },
    };
    const intra = deliveryInvoiceOf(bengaluru, platform)!;
    expect(intra.content.lines[0]).toMatchObject({ cgstPaise: 382, sgstPaise: 381, igstPaise: 0 });
    expect(deliveryInvoiceOf({ ...assam, orderShippingPaise: 0 }, platform)).toBeNull();
  });

  it('settles each category at its own commission and splits TCS like GST', () => {
    const seller = mysuruSeller();
    const part = guwahatiPart('0b5c8f9e-1111-4c4c-9c9c-000000000004', seller, [
      line({ category: 'sweets' }),
      line({ category: 'pickles', quantity: 1, unitPricePaise: 30_000 }),
    ]);
    const s = settlePart(part, seller, '2026-11-21', { sweets: 800 });
    expect(s.commissionPaise).toBe(7_200 + 1_500);
    expect(s.tcsIgstPaise).toBe(450 + 150);
    expect(s.tcsCgstPaise + s.tcsSgstPaise).toBe(0);
    expect(s.grossPaise).toBe(s.commissionPaise + s.gstOnCommissionPaise + s.tcsPaise + s.tdsPaise + s.netPaise);
    const karnataka = {
      ...part,
      shippingAddress: { ...part.shippingAddress, city: 'Mysuru', state: 'Karnataka', pincode: '570001' },
    };
    const local = settlePart(karnataka, seller, '2026-11-21', {});
    expect([local.tcsCgstPaise, local.tcsSgstPaise, local.tcsIgstPaise]).toEqual([300, 300, 0]);
  });

  it('collects no TCS from a seller without a GSTIN, and TDS at 5% from one without a PAN', () => {
    const seller = { ...maduraiSeller(), gstin: null, pan: null };
    const part = guwahatiPart('0b5c8f9e-1111-4c4c-9c9c-000000000005', seller, [line({ igstPaise: 0 })]);
    const s = settlePart(part, seller, '2026-11-21', {});
    expect(s.tcsPaise).toBe(0);
    expect(s.tdsPaise).toBe(4_500);
  });
});

describe('CSV', () => {
  it('quotes what needs quoting and defuses formulas', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x, y', '=SUM(A1)'],
          ['say "hi"', 3],
        ],
      ),
    ).toBe('a,b\r\n"x, y",\'=SUM(A1)\r\n"say ""hi""",3\r\n');
  });
});
