import { NotFoundException } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { type Property, lowestNightlyRate, publicSiteSettings } from '@lakehouse/contracts';
import { PHOTO_MANIFEST_ID, PhotoManifestEntity, PropertyEntity, loadPropertySettings } from '@lakehouse/server-kit';
import { orderPropertyImages } from '../../photos/order-property-images.js';
import { loadStoredPricingRules } from '../../pricing/load-pricing-rules.js';
import { loadDirectRating } from '../../reviews/review-rows.js';
import type { CachedRead, Fill } from '../../../platform/read-cache/read-cache.js';
import { PropertyCache } from '../property-cache.js';
import { GetPropertyQuery } from './get-property.query.js';

/** The site is for one house: the property is the single row seeded by the migrations. */
@QueryHandler(GetPropertyQuery)
export class GetPropertyHandler implements IQueryHandler<GetPropertyQuery> {
  constructor(
    @InjectRepository(PropertyEntity) private readonly properties: Repository<PropertyEntity>,
    private readonly cache: PropertyCache,
  ) {}

  execute(): Promise<CachedRead<Property>> {
    return this.cache.read('property', () => this.load());
  }

  private async load(): Promise<Fill<Property>> {
    const [property, manifest, settings, pricing, described, directRating] = await Promise.all([
      this.properties.findOneBy({ slug: 'lake-house' }),
      this.properties.manager.findOneBy(PhotoManifestEntity, { id: PHOTO_MANIFEST_ID }),
      loadPropertySettings(this.properties.manager),
      loadStoredPricingRules(this.properties.manager),
      // Only the photos the host has described: the others are read out as 'Property image N'.
      this.properties.manager.query<{ path: string; caption: string; alt: string; room: string }[]>(
        `SELECT path, caption, alt, room FROM photos WHERE variants_ready = 3 AND (caption <> '' OR alt <> '' OR room <> '')`,
      ),
      loadDirectRating(this.properties.manager),
    ]);
    if (!property) throw new NotFoundException('The property information could not be loaded.');
    const { slug: _slug, ...fields } = property;
    // Hero first, then the curated photos, then the rest that are neither excluded nor branding files.
    const images = orderPropertyImages(property.images, manifest ?? { hero: null, curated: [], excluded: [] });
    return {
      value: {
        ...fields,
        images,
        photoTexts: Object.fromEntries(described.map(({ path, caption, alt, room }) => [path, { caption, alt, room }])),
        startingRate: lowestNightlyRate(pricing.rules),
        site: publicSiteSettings(settings.settings, directRating),
      },
    };
  }
}
