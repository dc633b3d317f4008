import type { PincodeInfo } from './pincodes';

export type DeliveryZone = 'A' | 'B' | 'C' | 'D' | 'E';

/** The north-east, Jammu and Kashmir, Ladakh and the islands: the longest routes, whatever the origin. */
const REMOTE_STATES = new Set([
  'Assam',
  'Arunachal Pradesh',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Tripura',
  'Sikkim',
  'Jammu and Kashmir',
  'Ladakh',
  'Andaman and Nicobar Islands',
  'Lakshadweep',
]);

/** Metro districts as the data names them, by state (every district of Delhi is metro). */
const METRO_DISTRICTS: Record<string, ReadonlySet<string>> = {
  Maharashtra: new Set(['mumbai', 'mumbai suburban', 'pune']),
  'West Bengal': new Set(['kolkata']),
  'Tamil Nadu': new Set(['chennai']),
  Karnataka: new Set(['bengaluru', 'bangalore', 'bangalore urban', 'bengaluru urban']),
  Telangana: new Set(['hyderabad']),
  Gujarat: new Set(['ahmedabad']),
};

function isMetro(info: PincodeInfo): boolean {
  return info.state === 'Delhi' || (METRO_DISTRICTS[info.state]?.has(info.district.toLowerCase()) ?? false);
}

/**
 * A same district, B same state, E to or from a remote region, C metro to metro, D the rest of India.
 * District names repeat across states (Aurangabad, Bilaspur), so a district is the same only within one state.
 */
export function deliveryZone(origin: PincodeInfo, destination: PincodeInfo): DeliveryZone {
  if (origin.state === destination.state) {
    return origin.district.toLowerCase() === destination.district.toLowerCase() ? 'A' : 'B';
  }
  if (REMOTE_STATES.has(origin.state) || REMOTE_STATES.has(destination.state)) return 'E';
  return isMetro(origin) && isMetro(destination) ? 'C' : 'D';
}

export interface DayRange {
  min: number;
  max: number;
}

export type TransitDays = Record<DeliveryZone, DayRange>;

export const DELIVERY_ZONES: readonly DeliveryZone[] = Object.freeze(['A', 'B', 'C', 'D', 'E']);

/** Working days in transit per zone, unless configuration says otherwise. */
export const DEFAULT_TRANSIT_DAYS: TransitDays = Object.freeze({
  A: Object.freeze({ min: 1, max: 2 }),
  B: Object.freeze({ min: 2, max: 3 }),
  C: Object.freeze({ min: 2, max: 4 }),
  D: Object.freeze({ min: 4, max: 6 }),
  E: Object.freeze({ min: 6, max: 9 }),
});

const ENTRY = /^([A-Ea-e])\s*:\s*(\d{1,2})(?:\s*-\s*(\d{1,2}))?$/;

/**
 * Transit days from configuration text such as 'A:1-2,B:2-3,C:2-4,D:4-6,E:6-9' ('A:3' means exactly 3);
 * zones left out keep their defaults. Throws an Error naming the bad entry.
 */
export function parseTransitDays(text: string): TransitDays {
  const result: TransitDays = { ...DEFAULT_TRANSIT_DAYS };
  const seen = new Set<string>();
  for (const raw of text.split(',')) {
    const entry = raw.trim();
    if (!entry) continue;
    const match = ENTRY.exec(entry);
    if (!match) {
      throw new Error(`Transit days: "${entry}" is not ZONE:MIN-MAX with a zone A to E, e.g. "D:4-6"`);
    }
    const zone = match[1].toUpperCase() as DeliveryZone;
    const min = Number(match[2]);
    const max = match[3] === undefined ? min : Number(match[3]);
    if (seen.has(zone)) throw new Error(`Transit days: zone ${zone} is given twice`);
    if (min > max) throw new Error(`Transit days: zone ${zone} has its minimum ${min} above its maximum ${max}`);
    seen.add(zone);
    result[zone] = { min, max };
  }
  return result;
}
