import type { AgentListingRow } from '@yo/domain';

/** The columns of the agent listing spreadsheet, in the spec's order (section 3). */
export const AGENT_LISTING_COLUMNS = [
  'Name',
  'Street',
  'Town',
  'City',
  'Contact#',
  'OperatingHours',
  'GoogleLocation',
] as const satisfies ReadonlyArray<keyof AgentListingRow>;

/** Towns of Trinidad and Tobago with their borough or regional centre, main road and position. */
const TOWNS: Array<[town: string, city: string, street: string, lat: number, lng: number]> = [
  ['Port of Spain', 'Port of Spain', 'Frederick Street', 10.6549, -61.5019],
  ['Woodbrook', 'Port of Spain', 'Ariapita Avenue', 10.6662, -61.5218],
  ['Belmont', 'Port of Spain', 'Belmont Circular Road', 10.6658, -61.4998],
  ['Diego Martin', 'Diego Martin', 'Diego Martin Main Road', 10.7196, -61.5663],
  ['Petit Valley', 'Diego Martin', 'Morne Coco Road', 10.6992, -61.5436],
  ['Carenage', 'Diego Martin', 'Western Main Road', 10.6859, -61.5958],
  ['Laventille', 'San Juan', 'Eastern Main Road', 10.6496, -61.4917],
  ['San Juan', 'San Juan', 'Eastern Main Road', 10.6497, -61.4497],
  ['Barataria', 'San Juan', 'Fifth Street', 10.6535, -61.4711],
  ['Curepe', 'Tunapuna', 'Southern Main Road', 10.6374, -61.4085],
  ['St. Augustine', 'Tunapuna', 'Eastern Main Road', 10.6447, -61.3999],
  ['Tunapuna', 'Tunapuna', 'Eastern Main Road', 10.6517, -61.3889],
  ['Arouca', 'Arima', 'Eastern Main Road', 10.6303, -61.3347],
  ['Arima', 'Arima', 'Broadway', 10.6374, -61.2823],
  ['Sangre Grande', 'Sangre Grande', 'Ojoe Road', 10.5869, -61.1317],
  ['Valencia', 'Sangre Grande', 'Eastern Main Road', 10.6491, -61.2047],
  ['Chaguanas', 'Chaguanas', 'Main Road', 10.5168, -61.4113],
  ['Cunupia', 'Chaguanas', 'Southern Main Road', 10.5449, -61.3751],
  ['Couva', 'Couva', 'Southern Main Road', 10.4228, -61.4593],
  ['Claxton Bay', 'Couva', 'Southern Main Road', 10.3566, -61.4596],
  ['Marabella', 'San Fernando', 'Southern Main Road', 10.3044, -61.4453],
  ['San Fernando', 'San Fernando', 'High Street', 10.2799, -61.4681],
  ['Gasparillo', 'Princes Town', 'Bonne Aventure Road', 10.3172, -61.4136],
  ['Princes Town', 'Princes Town', 'High Street', 10.2712, -61.3766],
  ['Rio Claro', 'Rio Claro', 'Naparima Mayaro Road', 10.3059, -61.1734],
  ['Penal', 'Penal', 'Penal Rock Road', 10.1694, -61.4677],
  ['Siparia', 'Siparia', 'High Street', 10.1449, -61.5072],
  ['Fyzabad', 'Siparia', 'Siparia Erin Road', 10.1818, -61.5427],
  ['Point Fortin', 'Point Fortin', 'Techier Main Road', 10.1747, -61.6845],
  ['La Brea', 'Point Fortin', 'Southern Main Road', 10.2393, -61.6172],
  ['Scarborough', 'Scarborough', 'Milford Road', 11.1822, -60.7376],
  ['Canaan', 'Scarborough', 'Milford Road', 11.1546, -60.8093],
];

const SURNAMES = [
  'Ramdass',
  'Mohammed',
  'Joseph',
  'Ali',
  'Baptiste',
  'Persad',
  'Charles',
  'Maharaj',
  'Williams',
  'Khan',
  'Thomas',
  'Singh',
  'Alexander',
  'Rampersad',
  'Phillip',
  'Hosein',
  'George',
  'Seepersad',
  'Lewis',
  'Boodoo',
  'Francis',
  'Ramnarine',
  'Pierre',
  'Gopaul',
  'Noel',
  'Ramkissoon',
  'Mitchell',
  'Sookdeo',
  'Roberts',
  'Jaggernauth',
  'Clarke',
  'Lalla',
];

const BUSINESSES = [
  'Mini Mart',
  'Variety Store',
  'Pharmacy',
  'Hardware',
  'Supermarket',
  'Cellular',
  'Groceries',
  'Bookstore',
];

const HOURS = [
  'Mon-Sat 8:00am - 6:00pm',
  'Mon-Fri 8:00am - 5:00pm, Sat 8:00am - 1:00pm',
  'Mon-Sun 7:00am - 9:00pm',
  'Mon-Sat 9:00am - 7:00pm',
];

/** Four agents per town, 128 in all: more than the 120 the marketing pages promise. */
export function agentListingRows(): AgentListingRow[] {
  const rows: AgentListingRow[] = [];
  TOWNS.forEach(([town, city, street, lat, lng], townIndex) => {
    for (let n = 0; n < 4; n += 1) {
      const index = townIndex * 4 + n;
      const surname = SURNAMES[(townIndex * 7 + n * 11) % SURNAMES.length]!;
      const business = BUSINESSES[(townIndex + n * 3) % BUSINESSES.length]!;
      const number = 100 + ((index * 37) % 400);
      const exchange = 620 + ((index * 13) % 80);
      const line = 1000 + ((index * 7919) % 9000);
      const offset = (n - 1.5) * 0.0021;
      rows.push({
        Name: `${surname}'s ${business}`,
        Street: `${number} ${street}`,
        Town: town,
        City: city,
        'Contact#': `1(868) ${exchange}-${line}`,
        OperatingHours: HOURS[index % HOURS.length]!,
        GoogleLocation: `https://www.google.com/maps?q=${(lat + offset).toFixed(5)},${(lng - offset).toFixed(5)}`,
      });
    }
  });
  return rows;
}
