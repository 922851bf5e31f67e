import type { Property } from '@lakehouse/contracts';

export interface JsonLdContext {
  /** The site's absolute origin: every URL in the data is absolute. */
  origin: string;
  /** The name when the property has none. */
  siteName: string;
}

/**
 * schema.org `VacationRental` for the home page, with what search engines require of one (name, identifier, at
 * least one photo, the place it contains with its occupancy, and the coordinates when the host has set them) and
 * what they recommend (address, rating, check-in and check-out times).
 */
export function vacationRentalJsonLd(property: Property, { origin, siteName }: JsonLdContext) {
  const { site } = property;
  return {
    '@context': 'https://schema.org',
    '@type': 'VacationRental',
    identifier: property.id,
    name: property.name || siteName,
    url: `${origin}/`,
    image: property.images.slice(0, 8).map((src) => new URL(src, origin).href),
    address: {
      '@type': 'PostalAddress',
      streetAddress: property.address,
      addressLocality: 'Grantham',
      addressRegion: 'NH',
      postalCode: '03753',
      addressCountry: 'US',
    },
    ...(site.geo
      ? {
          latitude: site.geo.latitude,
          longitude: site.geo.longitude,
          geo: { '@type': 'GeoCoordinates', latitude: site.geo.latitude, longitude: site.geo.longitude },
        }
      : {}),
    checkinTime: `${site.checkInTime}:00`,
    checkoutTime: `${site.checkOutTime}:00`,
    containsPlace: {
      '@type': 'Accommodation',
      additionalType: 'EntirePlace',
      occupancy: { '@type': 'QuantitativeValue', value: property.maxGuests },
      numberOfBedrooms: property.bedrooms,
      numberOfBathroomsTotal: property.bathrooms,
      floorSize: { '@type': 'QuantitativeValue', value: property.size, unitCode: 'FTK' },
    },
    amenityFeature: property.amenities.map((name) => ({ '@type': 'LocationFeatureSpecification', name, value: true })),
    // Exactly the rating the page shows (the host's platform ratings combined), and none when it shows none.
    ...(site.rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: site.rating.rating,
            reviewCount: site.rating.reviewCount,
            bestRating: 5,
          },
        }
      : {}),
  };
}
