export interface IndianState {
  /** The canonical name, e.g. 'Karnataka'. */
  name: string;
  /** The two-digit GST state code, e.g. '29'. */
  gstCode: string;
}

/** The 28 states and 8 union territories with their GST state codes (code 25, Daman and Diu, merged into 26 in 2020). */
export const INDIAN_STATES: readonly IndianState[] = Object.freeze(
  (
    [
      ['Jammu and Kashmir', '01'],
      ['Himachal Pradesh', '02'],
      ['Punjab', '03'],
      ['Chandigarh', '04'],
      ['Uttarakhand', '05'],
      ['Haryana', '06'],
      ['Delhi', '07'],
      ['Rajasthan', '08'],
      ['Uttar Pradesh', '09'],
      ['Bihar', '10'],
      ['Sikkim', '11'],
      ['Arunachal Pradesh', '12'],
      ['Nagaland', '13'],
      ['Manipur', '14'],
      ['Mizoram', '15'],
      ['Tripura', '16'],
      ['Meghalaya', '17'],
      ['Assam', '18'],
      ['West Bengal', '19'],
      ['Jharkhand', '20'],
      ['Odisha', '21'],
      ['Chhattisgarh', '22'],
      ['Madhya Pradesh', '23'],
      ['Gujarat', '24'],
      ['Dadra and Nagar Haveli and Daman and Diu', '26'],
      ['Maharashtra', '27'],
      ['Karnataka', '29'],
      ['Goa', '30'],
      ['Lakshadweep', '31'],
      ['Kerala', '32'],
      ['Tamil Nadu', '33'],
      ['Puducherry', '34'],
      ['Andaman and Nicobar Islands', '35'],
      ['Telangana', '36'],
      ['Andhra Pradesh', '37'],
      ['Ladakh', '38'],
    ] as const
  ).map(([name, gstCode]) => Object.freeze({ name, gstCode })),
);

/** Old names, short forms and common spellings, keyed like `stateKey` keys them. */
const ALIASES: Record<string, string> = {
  orissa: 'Odisha',
  pondicherry: 'Puducherry',
  pondichery: 'Puducherry',
  uttaranchal: 'Uttarakhand',
  jammukashmir: 'Jammu and Kashmir',
  nctofdelhi: 'Delhi',
  newdelhi: 'Delhi',
  nationalcapitalterritoryofdelhi: 'Delhi',
  chattisgarh: 'Chhattisgarh',
  chhatisgarh: 'Chhattisgarh',
  chatisgarh: 'Chhattisgarh',
  andamannicobar: 'Andaman and Nicobar Islands',
  andamannicobarislands: 'Andaman and Nicobar Islands',
  dadranagarhaveli: 'Dadra and Nagar Haveli and Daman and Diu',
  damandiu: 'Dadra and Nagar Haveli and Daman and Diu',
  dnhdd: 'Dadra and Nagar Haveli and Daman and Diu',
  telengana: 'Telangana',
  tamilnad: 'Tamil Nadu',
  laccadives: 'Lakshadweep',
};

/** Lower case, '&' read as 'and', then only the letters of the words other than 'and': 'Jammu & Kashmir' → 'jammukashmir'. */
function stateKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^a-z]+/)
    .filter((word) => word && word !== 'and')
    .join('');
}

let statesByKey: Map<string, IndianState> | undefined;

function byKey(): Map<string, IndianState> {
  if (!statesByKey) {
    const map = new Map(INDIAN_STATES.map((state) => [stateKey(state.name), state]));
    for (const [alias, name] of Object.entries(ALIASES)) map.set(alias, map.get(stateKey(name))!);
    statesByKey = map;
  }
  return statesByKey;
}

/** The state or union territory a name means, in any case and spacing, old names and common spellings included. */
export function findState(name: string): IndianState | null {
  if (typeof name !== 'string') return null;
  return byKey().get(stateKey(name)) ?? null;
}

/** The state or union territory of a GST state code ('29' → Karnataka); null for a code no state has. */
export function stateByGstCode(code: string): IndianState | null {
  return INDIAN_STATES.find((state) => state.gstCode === code) ?? null;
}
