import { amountInWords } from './amount-in-words';

describe('amountInWords', () => {
  it.each([
    [12_345_678, 'Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Paise Seventy Eight Only'],
    [5_000, 'Rupees Fifty Only'],
    [105_000, 'Rupees One Thousand Fifty Only'],
    [100, 'Rupees One Only'],
    [101, 'Rupees One and Paise One Only'],
    [50, 'Paise Fifty Only'],
    [0, 'Rupees Zero Only'],
    [1_000_000_000, 'Rupees One Crore Only'],
    [
      9_999_999_999,
      'Rupees Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine and Paise Ninety Nine Only',
    ],
    [1_200_000_000_000, 'Rupees One Thousand Two Hundred Crore Only'],
    [
      1_234_567_890_005, // ₹1234,56,78,900.05
      'Rupees One Thousand Two Hundred Thirty Four Crore Fifty Six Lakh Seventy Eight Thousand Nine Hundred and Paise Five Only',
    ],
  ])('writes %i paise as %s', (paise, text) => {
    expect(amountInWords(paise)).toBe(text);
  });

  it('refuses fractions of a paisa and negative amounts', () => {
    expect(() => amountInWords(10.5)).toThrow('amount must be whole paise ≥ 0, got 10.5');
    expect(() => amountInWords(-100)).toThrow(RangeError);
  });
});
