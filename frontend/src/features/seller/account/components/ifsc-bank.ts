import { IFSC_PATTERN } from '@thindi/contracts';

/**
 * The bank each IFSC's first four letters name, for the banks most sellers hold their account with: public sector,
 * private, small finance and payments banks, and the larger co-operative and foreign ones. A code of a bank not
 * listed fills nothing and the seller types the bank's name.
 */
const BANKS: Readonly<Record<string, string>> = {
  AIRP: 'Airtel Payments Bank',
  AUBL: 'AU Small Finance Bank',
  BARB: 'Bank of Baroda',
  BDBL: 'Bandhan Bank',
  BKID: 'Bank of India',
  BOFA: 'Bank of America',
  CBIN: 'Central Bank of India',
  CITI: 'Citibank',
  CIUB: 'City Union Bank',
  CNRB: 'Canara Bank',
  COSB: 'Cosmos Co-operative Bank',
  CSBK: 'CSB Bank',
  DBSS: 'DBS Bank India',
  DCBL: 'DCB Bank',
  DEUT: 'Deutsche Bank',
  DLXB: 'Dhanlaxmi Bank',
  ESFB: 'Equitas Small Finance Bank',
  FDRL: 'Federal Bank',
  FINO: 'Fino Payments Bank',
  HDFC: 'HDFC Bank',
  HSBC: 'HSBC',
  IBKL: 'IDBI Bank',
  ICIC: 'ICICI Bank',
  IDFB: 'IDFC FIRST Bank',
  IDIB: 'Indian Bank',
  INDB: 'IndusInd Bank',
  IOBA: 'Indian Overseas Bank',
  IPOS: 'India Post Payments Bank',
  JAKA: 'Jammu and Kashmir Bank',
  JSFB: 'Jana Small Finance Bank',
  KARB: 'Karnataka Bank',
  KKBK: 'Kotak Mahindra Bank',
  KVBL: 'Karur Vysya Bank',
  KVGB: 'Karnataka Vikas Grameena Bank',
  MAHB: 'Bank of Maharashtra',
  NTBL: 'Nainital Bank',
  PSIB: 'Punjab & Sind Bank',
  PUNB: 'Punjab National Bank',
  PYTM: 'Paytm Payments Bank',
  RATN: 'RBL Bank',
  SBIN: 'State Bank of India',
  SCBL: 'Standard Chartered Bank',
  SIBL: 'South Indian Bank',
  SRCB: 'Saraswat Co-operative Bank',
  SURY: 'Suryoday Small Finance Bank',
  SVCB: 'SVC Co-operative Bank',
  TJSB: 'TJSB Sahakari Bank',
  TMBL: 'Tamilnad Mercantile Bank',
  UBIN: 'Union Bank of India',
  UCBA: 'UCO Bank',
  UJVN: 'Ujjivan Small Finance Bank',
  UTIB: 'Axis Bank',
  UTKS: 'Utkarsh Small Finance Bank',
  YESB: 'Yes Bank',
};

/**
 * The bank a complete IFSC belongs to, from its first four letters, or undefined (an incomplete code, or a bank
 * not in the table). The branch is not known here: no directory of branches is kept in the app.
 */
export function bankOfIfsc(ifsc: string): string | undefined {
  const code = ifsc.trim().toUpperCase();
  return IFSC_PATTERN.test(code) ? BANKS[code.slice(0, 4)] : undefined;
}

const NAMES: ReadonlySet<string> = new Set(Object.values(BANKS));

/** Whether a bank name is one this table gives (so a new IFSC's bank may replace it). */
export const isTableBankName = (name: string): boolean => NAMES.has(name.trim());
