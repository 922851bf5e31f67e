import { describe, expect, it } from '@jest/globals';
import { propertySchema, type Property } from '@lakehouse/contracts';
import { vacationRentalJsonLd } from './vacation-rental-json-ld';

/**
 * The schema.org properties of each type the data uses (from the schema.org vocabulary: a type's own and its
 * supertypes'), and what search engines require of a VacationRental (Google's structured-data guidelines).
 */
const PROPERTIES_OF: Record<string, string[]> = {
  // VacationRental > LodgingBusiness > LocalBusiness > Organization, Place > Thing
  VacationRental: [
    'identifier',
    'name',
    'url',
    'image',
    'address',
    'latitude',
    'longitude',
    'geo',
    'checkinTime',
    'checkoutTime',
    'containsPlace',
    'amenityFeature',
    'aggregateRating',
  ],
  PostalAddress: ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry'],
  GeoCoordinates: ['latitude', 'longitude'],
  // Accommodation > Place > Thing
  Accommodation: [
    'additionalType',
    'occupancy',
    'numberOfBedrooms',
    'numberOfBathroomsTotal',
    'floorSize',
    'amenityFeature',
  ],
  QuantitativeValue: ['value', 'maxValue', 'unitCode'],
  LocationFeatureSpecification: ['name', 'value'],
  AggregateRating: ['ratingValue', 'reviewCount', 'bestRating'],
};
const REQUIRED: Record<string, string[]> = {
  VacationRental: ['identifier', 'name', 'image', 'latitude', 'longitude', 'containsPlace'],
  Accommodation: ['occupancy'],
  AggregateRating: ['ratingValue', 'reviewCount'],
  GeoCoordinates: ['latitude', 'longitude'],
};

/** Every typed node of the data, with where it is. */
function typedNodes(value: unknown, at = '$'): { at: string; node: Record<string, unknown> }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => typedNodes(item, `${at}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  const node = value as Record<string, unknown>;
  const children = Object.entries(node).flatMap(([key, child]) => typedNodes(child, `${at}.${key}`));
  return typeof node['@type'] === 'string' ? [{ at, node }, ...children] : children;
}

const property: Property = propertySchema.parse({
  id: 'b05dd38b-be42-4c17-a46a-251116164845',
  name: 'Grantham Lake House',
  address: '14 Lakeview Drive, Grantham, NH 03753',
  images: ['/photos/den.jpg', '/photos/lake.jpg'],
  photoTexts: {},
  amenities: ['Gigabit cable WiFi', 'Fireplace'],
  bedrooms: 4,
  bathrooms: 3,
  maxGuests: 11,
  size: 2800,
  baseRate: '350',
  cleaningFee: '180',
  linenFee: '80',
  taxRate: '0.085',
  startingRate: 350,
  site: {
    contactEmail: null,
    contactPhone: null,
    responseTime: null,
    hostName: null,
    hostPhoto: null,
    registeredAgent: null,
    geo: { latitude: 43.4926, longitude: -72.1426 },
    mealsRoomsLicense: null,
    listings: [],
    bookingWidgetUrl: null,
    checkInTime: '15:00',
    checkOutTime: '10:00',
    quietHoursStart: '22:00',
    quietHoursEnd: '07:00',
    propertyManagerPhone: null,
    securityOfficePhone: null,
    logo: null,
    rating: { rating: 4.9, reviewCount: 18 },
  },
});
const context = { origin: 'https://granthamlake.house', siteName: 'Grantham Lake House' };

describe('the home page schema.org VacationRental', () => {
  const data = vacationRentalJsonLd(property, context);

  it('uses only properties schema.org defines for each type, and has every property search engines require', () => {
    expect(data['@context']).toBe('https://schema.org');
    const nodes = typedNodes(data);
    expect(nodes.map(({ node }) => node['@type'])).toContain('GeoCoordinates');
    for (const { at, node } of nodes) {
      const type = node['@type'] as string;
      expect({ at, type, known: type in PROPERTIES_OF }).toEqual({ at, type, known: true });
      const unknown = Object.keys(node).filter((key) => !key.startsWith('@') && !PROPERTIES_OF[type]!.includes(key));
      expect({ at, unknown }).toEqual({ at, unknown: [] });
      const missing = (REQUIRED[type] ?? []).filter((key) => node[key] === undefined || node[key] === '');
      expect({ at, missing }).toEqual({ at, missing: [] });
    }
  });

  it('carries absolute photo and page URLs, coordinates in range, times as hh:mm:ss and the rating', () => {
    expect(data.url).toBe('https://granthamlake.house/');
    expect(data.image).toEqual([
      'https://granthamlake.house/photos/den.jpg',
      'https://granthamlake.house/photos/lake.jpg',
    ]);
    expect(data.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 43.4926, longitude: -72.1426 });
    expect([data.checkinTime, data.checkoutTime]).toEqual(['15:00:00', '10:00:00']);
    expect(data.containsPlace.occupancy).toEqual({ '@type': 'QuantitativeValue', value: 11 });
    expect(data.aggregateRating).toMatchObject({ ratingValue: 4.9, reviewCount: 18 });
  });

  it('leaves the coordinates out while the host has not set them', () => {
    const withoutGeo = vacationRentalJsonLd({ ...property, site: { ...property.site, geo: null } }, context);
    expect(withoutGeo).not.toHaveProperty('geo');
    expect(withoutGeo).not.toHaveProperty('latitude');
  });

  it('carries no rating while the page shows none (the host set no platform ratings)', () => {
    const withoutRating = vacationRentalJsonLd({ ...property, site: { ...property.site, rating: null } }, context);
    expect(withoutRating).not.toHaveProperty('aggregateRating');
  });
});
