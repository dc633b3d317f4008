import { z } from 'zod';
import { FIRST_ISSUE_ONLY, parseAuthed, parseInput } from './validate';

const form = z.object({ name: z.string({ error: 'Please enter a name' }), price: z.number().min(0, 'Price too low') });
const seller = { id: 's-1', role: 'seller' as const, email: 's@example.in' };

describe('parseInput', () => {
  it('names every field that is wrong', () => {
    expect(() => parseInput(form, { price: -1 })).toThrow('name: Please enter a name; price: Price too low');
  });

  it('tells only the first problem, in its own words, for a form that shows one message at a time', () => {
    expect(() => parseInput(form, { price: -1 }, FIRST_ISSUE_ONLY)).toThrow(/^Please enter a name$/);
  });
});

describe('parseAuthed', () => {
  it('answers the principal and the input, reading a missing input as empty', () => {
    expect(parseAuthed(z.object({}), { principal: seller })).toEqual({ principal: seller, input: {} });
  });

  it('refuses a caller of another role before it looks at the input', () => {
    const only = { roles: ['customer'] as const, refused: 'Please sign in as a customer' };
    expect(() => parseAuthed(form, { principal: seller, input: {} }, { only })).toThrow(only.refused);
  });
});
