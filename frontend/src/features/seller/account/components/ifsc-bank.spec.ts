import { bankOfIfsc, isTableBankName } from './ifsc-bank';

describe('the bank of an IFSC', () => {
  it('is named from the first four letters of a complete code, whatever its letter case', () => {
    expect(bankOfIfsc('SBIN0001234')).toBe('State Bank of India');
    expect(bankOfIfsc(' hdfc0abc123 ')).toBe('HDFC Bank');
    expect(bankOfIfsc('UTIB0000123')).toBe('Axis Bank');
  });

  it('is unknown for an incomplete or malformed code, or a bank not in the table', () => {
    expect(bankOfIfsc('SBIN000123')).toBeUndefined();
    expect(bankOfIfsc('SBIN1001234')).toBeUndefined();
    expect(bankOfIfsc('ZZZZ0001234')).toBeUndefined();
  });

  it('tells the names it gives from names a seller typed', () => {
    expect(isTableBankName('Canara Bank')).toBe(true);
    expect(isTableBankName('Canara Bank, Madurai')).toBe(false);
  });
});
