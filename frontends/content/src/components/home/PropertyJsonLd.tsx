import type { Property } from '@lakehouse/contracts';
import { DEFAULT_SITE_NAME, usePageEnvironment } from '@lakehouse/web-kit';
import { vacationRentalJsonLd } from './vacation-rental-json-ld';

export function PropertyJsonLd({ property }: { property: Property }) {
  const { origin } = usePageEnvironment();
  // '<' escaped so no text in the data can close the script element.
  const json = JSON.stringify(vacationRentalJsonLd(property, { origin, siteName: DEFAULT_SITE_NAME })).replace(
    /</g,
    '\\u003c',
  );
  return (
    <script
      type="application/ld+json"
      data-testid="vacation-rental-jsonld"
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
