import type { Property } from '@lakehouse/contracts';
import { combineRatings, SITE_NAME, usePageEnvironment } from '@lakehouse/web-kit';

/** schema.org VacationRental for the home page (no geo coordinates). */
function vacationRentalJsonLd(property: Property, origin: string) {
  const rating = combineRatings();
  return {
    '@context': 'https://schema.org',
    '@type': 'VacationRental',
    name: property.name || SITE_NAME,
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
    amenityFeature: property.amenities.map((name) => ({ '@type': 'LocationFeatureSpecification', name, value: true })),
    occupancy: { '@type': 'QuantitativeValue', maxValue: 11 },
    numberOfBedrooms: property.bedrooms,
    numberOfBathroomsTotal: property.bathrooms,
    aggregateRating: { '@type': 'AggregateRating', ratingValue: rating.rating, reviewCount: rating.reviewCount, bestRating: 5 },
  };
}

export function PropertyJsonLd({ property }: { property: Property }) {
  const { origin } = usePageEnvironment();
  // '<' escaped so no text in the data can close the script element.
  const json = JSON.stringify(vacationRentalJsonLd(property, origin)).replace(/</g, '\\u003c');
  return <script type="application/ld+json" data-testid="vacation-rental-jsonld" dangerouslySetInnerHTML={{ __html: json }} />;
}
