import { creditNotePrefix, financialYearOf, formatInvoiceNumber, invoicePrefixOf } from './invoice-number';

describe('financialYearOf', () => {
  it('runs from 1 April to 31 March', () => {
    const fy2526 = { start: '2025-04-01', end: '2026-03-31', label: '2526' };
    expect(financialYearOf('2025-04-01')).toEqual(fy2526);
    expect(financialYearOf('2025-12-31')).toEqual(fy2526);
    expect(financialYearOf('2026-01-01')).toEqual(fy2526);
    expect(financialYearOf('2026-03-31')).toEqual(fy2526);
    expect(financialYearOf('2026-04-01')).toEqual({ start: '2026-04-01', end: '2027-03-31', label: '2627' });
    expect(financialYearOf('2025-03-31').label).toBe('2425');
  });

  it('labels the year across a century', () => {
    expect(financialYearOf('2099-06-01').label).toBe('9900');
  });

  it('refuses what is not a calendar date', () => {
    expect(() => financialYearOf('2026-02-30')).toThrow('Not a calendar date');
    expect(() => financialYearOf('31/03/2026')).toThrow(RangeError);
  });
});

describe('formatInvoiceNumber', () => {
  it('joins prefix, year and a six-digit number within 16 characters', () => {
    expect(formatInvoiceNumber('AMS', financialYearOf('2025-10-02'), 123)).toBe('AMS/2526/000123');
    expect(formatInvoiceNumber('AMSC', '2526', 1)).toBe('AMSC/2526/000001');
    expect(formatInvoiceNumber('A', '2627', 999_999)).toBe('A/2627/999999');
    expect(formatInvoiceNumber('AMSC', '2526', 999_999)).toHaveLength(16);
  });

  it('starts a new series on 1 April: the same sequence gives a different number', () => {
    const march31 = formatInvoiceNumber('AMS', financialYearOf('2026-03-31'), 1);
    const april1 = formatInvoiceNumber('AMS', financialYearOf('2026-04-01'), 1);
    expect([march31, april1]).toEqual(['AMS/2526/000001', 'AMS/2627/000001']);
  });

  it('refuses a sequence past 999999, below 1 or not whole', () => {
    expect(() => formatInvoiceNumber('AMS', '2526', 1_000_000)).toThrow('from 1 to 999999');
    expect(() => formatInvoiceNumber('AMS', '2526', 0)).toThrow(RangeError);
    expect(() => formatInvoiceNumber('AMS', '2526', 1.5)).toThrow(RangeError);
  });

  it('refuses a prefix that would make the number too long or hold other characters', () => {
    expect(() => formatInvoiceNumber('AMSCX', '2526', 1)).toThrow('1–4 capital letters or digits');
    expect(() => formatInvoiceNumber('am', '2526', 1)).toThrow(RangeError);
    expect(() => formatInvoiceNumber('A-S', '2526', 1)).toThrow(RangeError);
    expect(() => formatInvoiceNumber('', '2526', 1)).toThrow(RangeError);
    expect(() => formatInvoiceNumber('AMS', '25-26', 1)).toThrow('four digits');
  });
});

describe('invoicePrefixOf', () => {
  it.each([
    ["Amma's Murukku Stores", 'AMS'],
    ['Sri Krishna Sweets and Snacks', 'KSS'],
    ['The Chettinad Kitchen', 'CK'],
    ['Thindi', 'THI'],
    ['24 Carat Sweets', '2CS'],
    ['M/s. Grand Sweets & Snacks', 'GSS'],
    ['அம்மா', 'INV'],
    ['', 'INV'],
  ])('makes %s → %s', (name, prefix) => {
    expect(invoicePrefixOf(name)).toBe(prefix);
    expect(formatInvoiceNumber(creditNotePrefix(prefix), '2526', 999_999).length).toBeLessThanOrEqual(16);
  });
});

describe('creditNotePrefix', () => {
  it('adds C for a series of its own', () => {
    expect(creditNotePrefix('AMS')).toBe('AMSC');
    expect(formatInvoiceNumber(creditNotePrefix('AMS'), '2526', 1)).toBe('AMSC/2526/000001');
  });

  it('refuses a four-character prefix, which leaves no room', () => {
    expect(() => creditNotePrefix('AMSX')).toThrow(RangeError);
  });
});
