import { findState, INDIAN_STATES } from './states';

describe('Indian states', () => {
  it('lists the 28 states and 8 union territories, each with its own GST code', () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect(new Set(INDIAN_STATES.map((s) => s.gstCode)).size).toBe(36);
    expect(new Set(INDIAN_STATES.map((s) => s.name)).size).toBe(36);
  });

  it.each([
    ['Karnataka', '29'],
    ['Tamil Nadu', '33'],
    ['Kerala', '32'],
    ['Andhra Pradesh', '37'],
    ['Telangana', '36'],
    ['Puducherry', '34'],
    ['Jammu and Kashmir', '01'],
    ['Ladakh', '38'],
    ['Dadra and Nagar Haveli and Daman and Diu', '26'],
    ['Delhi', '07'],
    ['Odisha', '21'],
  ])('gives %s the GST state code %s', (name, code) => {
    expect(findState(name)?.gstCode).toBe(code);
  });

  it.each([
    ['karnataka', 'Karnataka'],
    ['  TAMIL   nadu ', 'Tamil Nadu'],
    ['Tamilnadu', 'Tamil Nadu'],
    ['Orissa', 'Odisha'],
    ['Pondicherry', 'Puducherry'],
    ['Jammu & Kashmir', 'Jammu and Kashmir'],
    ['Jammu and Kashmir', 'Jammu and Kashmir'],
    ['Andaman & Nicobar Islands', 'Andaman and Nicobar Islands'],
    ['Andaman & Nicobar', 'Andaman and Nicobar Islands'],
    ['Dadra and Nagar Haveli', 'Dadra and Nagar Haveli and Daman and Diu'],
    ['Daman and Diu', 'Dadra and Nagar Haveli and Daman and Diu'],
    ['Daman & Diu', 'Dadra and Nagar Haveli and Daman and Diu'],
    ['Uttaranchal', 'Uttarakhand'],
    ['NCT of Delhi', 'Delhi'],
    ['Chattisgarh', 'Chhattisgarh'],
    ['Chhatisgarh', 'Chhattisgarh'],
  ])('reads "%s" as %s', (input, name) => {
    expect(findState(input)?.name).toBe(name);
  });

  it('knows no state by an unknown or empty name', () => {
    expect(findState('Atlantis')).toBeNull();
    expect(findState('')).toBeNull();
    expect(findState('and')).toBeNull();
  });
});
