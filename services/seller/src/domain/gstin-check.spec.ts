import { gstinCheckCharacter } from '@thindi/india';
import { assertValidGstin, GSTIN_CHECK_MESSAGE, GSTIN_STATE_MESSAGE } from './gstin-check';

const withCheck = (first14: string) => first14 + gstinCheckCharacter(first14);

describe('the full GSTIN check of sign-up and profile edits', () => {
  it('takes a GSTIN whose state code and check character are right, and no GSTIN at all', () => {
    expect(() => assertValidGstin(withCheck('33ABCDE1234F1Z'))).not.toThrow();
    expect(() => assertValidGstin(null)).not.toThrow();
  });

  it('refuses a wrong check character, saying so', () => {
    expect(() => assertValidGstin('33ABCQQ1234A1Z5')).toThrow(GSTIN_CHECK_MESSAGE);
  });

  it('refuses a state code no Indian state has, even with its check character right', () => {
    expect(() => assertValidGstin(withCheck('99ABCDE1234F1Z'))).toThrow(GSTIN_STATE_MESSAGE);
  });
});
