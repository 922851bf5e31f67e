import { z } from 'zod';
import { itemList, lineText, linkTarget, markdownText, webAddress } from './content-text.js';

/** The icons the home page's cards can show (drawn by the content app, no icon package). */
export const HOME_CARD_ICONS = [
  'lake',
  'hike',
  'spa',
  'rules',
  'guide',
  'contact',
  'phone',
  'place',
  'photos',
] as const;
/** The site's three accent colours. */
export const ACCENT_COLOURS = ['primary', 'secondary', 'accent'] as const;

const icon = z.enum(HOME_CARD_ICONS, { error: 'Choose an icon' });
const colour = z.enum(ACCENT_COLOURS, { error: 'Choose a colour' });

/**
 * Content kind `house`: the house as the home page describes it (the description above the amenities, the
 * amenities, the facts) and the footer's tagline. The amenities and facts also reach `GET /api/property`.
 */
export const houseContentSchema = z.object({
  description: markdownText('Description', 4000),
  amenities: itemList('amenity', lineText('Amenity', 120), 1, 60),
  bedrooms: z
    .number({ error: 'Bedrooms must be a number' })
    .int('Bedrooms must be a whole number')
    .min(1, 'Bedrooms must be 1 or more')
    .max(50, 'Bedrooms must be at most 50'),
  bathrooms: z
    .number({ error: 'Bathrooms must be a number' })
    .min(0.5, 'Bathrooms must be 0.5 or more')
    .max(50, 'Bathrooms must be at most 50')
    .multipleOf(0.5, 'Bathrooms are counted in halves (2.5)'),
  size: z
    .number({ error: 'Size must be a number' })
    .int('Size must be whole square feet')
    .min(1, 'Size must be 1 sq ft or more')
    .max(100_000, 'Size must be at most 100,000 sq ft'),
  footerTagline: lineText('Footer tagline', 160),
});
export type HouseContent = z.infer<typeof houseContentSchema>;

/** Content kind `home-links`: the home page's highlight cards (outside links) and its quick links. */
export const homeLinksContentSchema = z.object({
  highlightCards: itemList(
    'highlight card',
    z.object({
      title: lineText('Title', 60),
      description: lineText('Description', 240),
      href: webAddress('Link'),
      icon,
      colour,
    }),
    1,
    6,
  ),
  quickLinks: itemList(
    'quick link',
    z.object({
      title: lineText('Title', 60),
      description: lineText('Description', 240),
      href: linkTarget('Link'),
      icon,
      colour,
    }),
    1,
    6,
  ),
});
export type HomeLinksContent = z.infer<typeof homeLinksContentSchema>;
