import { gstinCheckCharacter, parseGstin } from './gstin';

describe('GSTIN', () => {
  it.each([
    ['27AAPFU0939F1ZV', '27', 'AAPFU0939F'],
    ['29AAGCB7383J1Z4', '29', 'AAGCB7383J'],
    ['33AAACH7409R1Z8', '33', 'AAACH7409R'],
  ])('reads the published GSTIN %s: state %s, PAN %s', (gstin, stateCode, pan) => {
    expect(parseGstin(gstin)).toEqual({ gstin, stateCode, pan });
  });

  it('accepts lower case and surrounding spaces, and answers in upper case', () => {
    expect(parseGstin('  29aagcb7383j1z4 ')?.gstin).toBe('29AAGCB7383J1Z4');
  });

  it('computes the check character of a new number, and accepts it only with that character', () => {
    const first14 = '32ABCDE1234F1Z';
    const check = gstinCheckCharacter(first14);
    expect(parseGstin(`${first14}${check}`)).toEqual({
      gstin: `${first14}${check}`,
      stateCode: '32',
      pan: 'ABCDE1234F',
    });
    const others = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').filter((c) => c !== check);
    expect(others).toHaveLength(35);
    for (const other of others) expect(parseGstin(`${first14}${other}`)).toBeNull();
  });

  it('catches a changed character or two swapped neighbours', () => {
    expect(parseGstin('27AAPFU0939F1ZV')).not.toBeNull();
    expect(parseGstin('27AAPFU0939G1ZV')).toBeNull();
    expect(parseGstin('27AAPFU9039F1ZV')).toBeNull();
    expect(parseGstin('29AAGCB3783J1Z4')).toBeNull();
    expect(parseGstin('29AAGBC7383J1Z4')).toBeNull();
  });

  it.each([
    ['too short', '29AAGCB7383J1Z'],
    ['too long', '29AAGCB7383J1Z44'],
    ['no Z at 14', '29AAGCB7383J1Y4'],
    ['a PAN with a digit where a letter goes', '29AAGC17383J1Z4'],
    ['registration number 0', '29AAGCB7383J0Z4'],
    ['state code 00', withCheck('00AAGCB7383J1Z')],
    ['state code 25, merged into 26 in 2020', withCheck('25AAGCB7383J1Z')],
    ['state code 39', withCheck('39AAGCB7383J1Z')],
    ['empty', ''],
  ])('refuses %s', (_why, text) => {
    expect(parseGstin(text)).toBeNull();
  });

  it('gives each known state code a valid number of its own', () => {
    expect(parseGstin(withCheck('38AAGCB7383J1Z'))?.stateCode).toBe('38');
    expect(parseGstin(withCheck('01AAGCB7383J1Z'))?.stateCode).toBe('01');
  });

  it('refuses what is not text', () => {
    expect(parseGstin(undefined as unknown as string)).toBeNull();
  });
});

function withCheck(first14: string): string {
  return `${first14}${gstinCheckCharacter(first14)}`;
}
