import { z } from 'zod';
import { checkFoodLicence, foodLicenceFields, FSSAI_NUMBER_MESSAGE, fssaiNumberProblem } from './food-licence';

const licence = z.object(foodLicenceFields).superRefine((s, ctx) => checkFoodLicence(s, ctx, '2026-12-02'));
const messages = (input: unknown) => {
  const r = licence.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the FSSAI number', () => {
  it('is 14 digits: licence or registration, a state code, then the rest', () => {
    expect(fssaiNumberProblem('13323001000123')).toBeNull();
    expect(fssaiNumberProblem('22923045000317', 'registration')).toBeNull();
    expect(fssaiNumberProblem('13323001000123', 'central-licence')).toBeNull();
  });

  it('names what is wrong with a number of the wrong shape', () => {
    expect(fssaiNumberProblem('1332300100012')).toBe(FSSAI_NUMBER_MESSAGE);
    expect(fssaiNumberProblem('1332300100012X')).toBe(FSSAI_NUMBER_MESSAGE);
    expect(fssaiNumberProblem('33323001000123')).toBe(
      'An FSSAI number starts with 1 (a licence) or 2 (a registration)',
    );
    expect(fssaiNumberProblem('13823001000123')).toBe('Digits 2 and 3 of an FSSAI number are a state code (01 to 37)');
    expect(fssaiNumberProblem('10023001000123')).toBe('Digits 2 and 3 of an FSSAI number are a state code (01 to 37)');
    expect(fssaiNumberProblem('13323001000123', 'registration')).toBe('An FSSAI registration number starts with 2');
    expect(fssaiNumberProblem('23323001000123', 'state-licence')).toBe('An FSSAI licence number starts with 1');
  });
});

describe('the licence fields of a form', () => {
  it('may all be left out (the admin asks for them before approval)', () => {
    expect(messages({})).toEqual([]);
    expect(messages({ fssaiLicenceNumber: '', fssaiLicenceKind: '', fssaiValidUntil: '' })).toEqual([]);
    expect(licence.parse({})).toEqual({ fssaiLicenceNumber: null, fssaiLicenceKind: null, fssaiValidUntil: null });
  });

  it('are taken together, spaces in the number dropped', () => {
    expect(
      licence.parse({
        fssaiLicenceNumber: '133 2300 1000 123',
        fssaiLicenceKind: 'state-licence',
        fssaiValidUntil: '2028-03-31',
      }),
    ).toEqual({
      fssaiLicenceNumber: '13323001000123',
      fssaiLicenceKind: 'state-licence',
      fssaiValidUntil: '2028-03-31',
    });
  });

  it('name the one missing, and refuse an expired licence', () => {
    expect(messages({ fssaiLicenceNumber: '13323001000123', fssaiLicenceKind: 'state-licence' })).toEqual([
      'fssaiValidUntil: Please give the date the FSSAI licence is valid until',
    ]);
    expect(messages({ fssaiLicenceKind: 'registration', fssaiValidUntil: '2028-01-01' })).toEqual([
      `fssaiLicenceNumber: ${FSSAI_NUMBER_MESSAGE}`,
    ]);
    expect(
      messages({
        fssaiLicenceNumber: '13323001000123',
        fssaiLicenceKind: 'state-licence',
        fssaiValidUntil: '2026-12-01',
      }),
    ).toEqual(['fssaiValidUntil: This FSSAI licence has expired: give a current one']);
    expect(
      messages({ fssaiLicenceNumber: '13323001000123', fssaiLicenceKind: 'shop', fssaiValidUntil: '2028-01-01' }),
    ).toEqual(['fssaiLicenceKind: fssaiLicenceKind must be one of: registration, state-licence, central-licence']);
  });

  it('refuse a valid-until date that is not on the calendar', () => {
    const licence = { fssaiLicenceNumber: '13323001000123', fssaiLicenceKind: 'state-licence' };
    expect(messages({ ...licence, fssaiValidUntil: '2030-02-30' })).toEqual([
      'fssaiValidUntil: fssaiValidUntil is not a real date',
    ]);
    expect(messages({ ...licence, fssaiValidUntil: '2028-02-29' })).toEqual([]);
  });
});
