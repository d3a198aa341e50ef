/**
 * The demo store network: real US cities at the real coordinates of their zip codes (from the zipcodes
 * data set), with addresses, phones, hours and per-SKU inventory for every store.
 */
import zipcodes from 'zipcodes';
import { hash } from './rng';
import type { Sku } from './catalog';

export type StockLevel = 'Available' | 'LimitedStock' | 'Unavailable';

export interface Store {
  id: string;
  name: string;
  address1: string;
  city: string;
  state: string;
  /** The state's full name. */
  stateAddress: string;
  postalCode: string;
  country: 'US';
  phoneNumber: string;
  /** Opening hours, one line per group of days. */
  hours: string[];
  latitude: number;
  longitude: number;
  seoUrl: string;
  pickupType: 'storePickup';
}

export interface StoreInventory {
  storeId: string;
  skuId: string;
  stockLevel: StockLevel;
  /** Units on hand (0 when Unavailable). */
  quantity: number;
  isInStorePickupEligible: boolean;
}

/** [zip, store name, street address, area code]: the store's city and coordinates come from its zip. */
const LOCATIONS: [string, string, string, string][] = [
  ['90745', 'Carson', '20750 S Avalon Blvd', '310'],
  ['90503', 'Torrance', '21515 Hawthorne Blvd', '310'],
  ['90808', 'Long Beach', '4720 E Los Coyotes Diagonal', '562'],
  ['90036', 'Los Angeles', '6250 W 3rd St', '323'],
  ['91101', 'Pasadena', '180 E Colorado Blvd', '626'],
  ['92626', 'Costa Mesa', '3033 Bristol St', '714'],
  ['92108', 'San Diego', '1640 Camino Del Rio N', '619'],
  ['92503', 'Riverside', '3570 Tyler St', '951'],
  ['91764', 'Ontario', '4410 E Ontario Mills Pkwy', '909'],
  ['93710', 'Fresno', '7735 N Blackstone Ave', '559'],
  ['95825', 'Sacramento', '2310 Arden Way', '916'],
  ['95128', 'San Jose', '1001 S Winchester Blvd', '408'],
  ['94596', 'Walnut Creek', '1555 N Main St', '925'],
  ['94080', 'South San Francisco', '1150 El Camino Real', '650'],
  ['93003', 'Ventura', '4820 Telephone Rd', '805'],
  ['91356', 'Tarzana', '18663 Ventura Blvd', '818'],
  ['89146', 'Las Vegas', '4180 S Rainbow Blvd', '702'],
  ['85016', 'Phoenix', '4801 N 20th St', '602'],
  ['85711', 'Tucson', '5870 E Broadway Blvd', '520'],
  ['80231', 'Denver', '7400 E Hampden Ave', '303'],
  ['84106', 'Salt Lake City', '2236 S 1300 E', '801'],
  ['87110', 'Albuquerque', '2240 Louisiana Blvd NE', '505'],
  ['75231', 'Dallas', '9100 N Central Expy', '214'],
  ['77057', 'Houston', '5000 Westheimer Rd', '713'],
  ['78757', 'Austin', '7710 Burnet Rd', '512'],
  ['78216', 'San Antonio', '255 E Basse Rd', '210'],
  ['73118', 'Oklahoma City', '6444 N Western Ave', '405'],
  ['64114', 'Kansas City', '8600 Ward Pkwy', '816'],
  ['60614', 'Chicago Lincoln Park', '2500 N Clark St', '773'],
  ['60173', 'Schaumburg', '1450 E Golf Rd', '847'],
  ['60563', 'Naperville', '1504 N Naper Blvd', '630'],
  ['60077', 'Skokie', '9500 Skokie Blvd', '847'],
  ['10011', 'New York Chelsea', '142 W 14th St', '212'],
  ['07652', 'Paramus', '210 Route 4 E', '201'],
  ['11201', 'Brooklyn', '372 Fulton St', '718'],
  ['10704', 'Yonkers', '2500 Central Park Ave', '914'],
  ['11530', 'Garden City', '630 Old Country Rd', '516'],
  ['19103', 'Philadelphia', '1625 Chestnut St', '215'],
  ['19406', 'King of Prussia', '160 N Gulph Rd', '610'],
  ['01760', 'Natick', '1400 Worcester St', '508'],
  ['01803', 'Burlington', '75 Middlesex Tpke', '781'],
  ['30342', 'Atlanta', '4505 Roswell Rd NE', '404'],
  ['30067', 'Marietta', '1355 Powers Ferry Rd SE', '770'],
  ['32819', 'Orlando', '7640 W Sand Lake Rd', '407'],
  ['33609', 'Tampa', '3701 W Kennedy Blvd', '813'],
  ['33156', 'Miami', '9000 S Dixie Hwy', '305'],
  ['28210', 'Charlotte', '4400 Sharon Rd', '704'],
  ['27612', 'Raleigh', '4325 Glenwood Ave', '919'],
  ['37211', 'Nashville', '5330 Nolensville Pike', '615'],
  ['43235', 'Columbus', '1500 Polaris Pkwy', '614'],
  ['45242', 'Cincinnati', '7875 Montgomery Rd', '513'],
  ['48084', 'Troy', '2800 W Big Beaver Rd', '248'],
  ['55416', 'Minneapolis', '5200 Excelsior Blvd', '952'],
  ['53226', 'Milwaukee', '2500 N Mayfair Rd', '414'],
  ['46240', 'Indianapolis', '8702 Keystone Crossing', '317'],
  ['63131', 'St. Louis', '12490 Manchester Rd', '314'],
  ['98109', 'Seattle', '400 Dexter Ave N', '206'],
  ['98004', 'Bellevue', '575 Bellevue Square', '425'],
  ['97225', 'Portland', '9575 SW Beaverton Hillsdale Hwy', '503'],
  ['22030', 'Fairfax', '11750 Fair Oaks Mall', '703'],
  ['20852', 'Rockville', '1701 Rockville Pike', '301'],
  ['21208', 'Pikesville', '1500 Reisterstown Rd', '410'],
  ['15237', 'Pittsburgh', '4801 McKnight Rd', '412'],
  ['44122', 'Beachwood', '26300 Cedar Rd', '216'],
  ['70115', 'New Orleans', '3800 Magazine St', '504'],
  ['96814', 'Honolulu', '1450 Ala Moana Blvd', '808'],
  ['06902', 'Stamford', '100 Greyrock Pl', '203'],
];

export const STATE_NAMES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

const HOURS = [
  ['Mon-Fri: 10am-8pm', 'Sat: 10am-7pm', 'Sun: 11am-6pm'],
  ['Mon-Sat: 10am-8pm', 'Sun: 11am-6pm'],
  ['Mon-Fri: 9am-8pm', 'Sat: 9am-7pm', 'Sun: 10am-6pm'],
];

export function generateStores(): Store[] {
  return LOCATIONS.map(([zip, name, address1, area], i) => {
    const z = zipcodes.lookup(zip);
    if (!z) throw new Error(`demo store zip ${zip} is not in the zip-code data set`);
    const id = String(1 + i).padStart(3, '0');
    const h = hash(zip);
    const phone = `(${area}) ${String(200 + (h % 800)).padStart(3, '0')}-${String(h % 10000).padStart(4, '0')}`;
    return {
      id: `ST${id}`,
      name,
      address1,
      city: z.city.replace(/\b(\w)(\w*)/g, (_m, a: string, b: string) => a.toUpperCase() + b.toLowerCase()).replace('Of ', 'of '),
      state: z.state,
      stateAddress: STATE_NAMES[z.state] ?? z.state,
      postalCode: zip,
      country: 'US',
      phoneNumber: phone,
      hours: HOURS[h % HOURS.length]!,
      latitude: z.latitude,
      longitude: z.longitude,
      seoUrl: `/stores/locator/${id}-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
      pickupType: 'storePickup',
    };
  });
}

/**
 * The stock of one SKU in one store. Every (store, SKU) pair has a record, computed from a hash of the
 * pair so it is stable and needs no 20,000-row table.
 */
export function inventoryOf(store: Store, sku: Sku, furniture: boolean): StoreInventory {
  const h = hash(`${store.id}:${sku.id}`);
  const r = h % 100;
  let stockLevel: StockLevel = r < 72 ? 'Available' : r < 88 ? 'LimitedStock' : 'Unavailable';
  if (sku.status === 'DISCONTINUED' || sku.status === 'SOLD_OUT') stockLevel = r < 15 ? 'LimitedStock' : 'Unavailable';
  // E-gift cards are delivered by email; they have no shelf stock anywhere.
  if (sku.skuType === 'eGiftcard') stockLevel = 'Unavailable';
  const quantity = stockLevel === 'Available' ? 6 + ((h >>> 8) % 40) : stockLevel === 'LimitedStock' ? 1 + ((h >>> 8) % 3) : 0;
  // Large furniture ships from the warehouse; e-gift cards are email only.
  const isInStorePickupEligible = sku.skuType !== 'eGiftcard' && !furniture && (h >>> 16) % 100 >= 6;
  return { storeId: store.id, skuId: sku.id, stockLevel, quantity, isInStorePickupEligible };
}

/** Great-circle distance in miles. */
export function distanceMiles(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 3958.8 * 2 * Math.asin(Math.sqrt(a));
}
