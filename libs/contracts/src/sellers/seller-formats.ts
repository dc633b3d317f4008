/** Indian PAN: five letters, four digits, a letter (e.g. ABCDE1234F). */
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
/** IFSC: four letters (the bank), a zero, six letters or digits (the branch). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** GSTIN: state code, the holder's PAN, an entity number, 'Z', a check character. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
/** Bank account numbers in India run from 9 to 18 digits. */
export const ACCOUNT_NUMBER_PATTERN = /^[0-9]{9,18}$/;

/** A GSTIN embeds its holder's PAN in characters 3 to 12. */
export const gstinPan = (gstin: string): string => gstin.slice(2, 12);

/** 'XXXXXX1234': all that is ever shown of an account number. */
export const maskAccountNumber = (accountNumber: string): string => `XXXXXX${accountNumber.slice(-4)}`;
