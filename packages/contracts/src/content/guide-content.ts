import { z } from 'zod';
import { itemList, slugText, lineText, paragraphText, webAddress } from './content-text.js';
import { ACCENT_COLOURS } from './home-content.js';

export const GUIDE_SEASONS = ['winter', 'spring', 'summer', 'fall'] as const;

/** The icons of 'Explore the Area''s categories. */
export const EXPLORE_ICONS = [
  'ski',
  'snow',
  'town',
  'home',
  'family',
  'walk',
  'lake',
  'hike',
  'golf',
  'leaf',
  'apple',
] as const;

const spotSchema = z.object({
  name: lineText('Name', 100),
  description: paragraphText('Description', 600),
  distanceMinutes: z
    .number({ error: 'Drive time must be a number of minutes' })
    .int('Drive time must be whole minutes')
    .min(0)
    .max(600),
  website: webAddress('Website'),
  rating: z.number({ error: 'Rating must be a number' }).min(0).max(5).optional(),
  highlights: itemList('highlight', lineText('Highlight', 80), 0, 8),
  seasons: itemList('season', z.enum(GUIDE_SEASONS), 1, 4),
  thumbnailCropHeight: z.number().int().min(100).max(2000).optional(),
});
export type GuideSpot = z.infer<typeof spotSchema>;

/** Content kind `local-guide`: /guide's categories with their spots, and the local tips. */
export const localGuideContentSchema = z.object({
  categories: itemList(
    'category',
    z.object({
      id: slugText('Category id'),
      title: lineText('Title', 80),
      description: paragraphText('Description', 400),
      spots: itemList('spot', spotSchema, 0, 40),
    }),
    1,
    20,
  ),
  tips: itemList(
    'tip',
    z.object({ title: lineText('Title', 80), items: itemList('item', paragraphText('Item', 400), 1, 12) }),
    0,
    10,
  ),
});
export type LocalGuideContent = z.infer<typeof localGuideContentSchema>;

const placeSchema = z.object({
  name: lineText('Name', 100),
  description: paragraphText('Description', 300),
  /** '15 min' or 'At House'. */
  distance: lineText('Distance', 30),
  /** Empty: shown as plain text, without a link. */
  url: z.union([z.literal(''), webAddress('Link')]),
});

const seasonSchema = z.object({
  label: lineText('Label', 30),
  heading: lineText('Heading', 80),
  subtitle: lineText('Subtitle', 240),
  categories: itemList(
    'category',
    z.object({
      title: lineText('Title', 60),
      icon: z.enum(EXPLORE_ICONS, { error: 'Choose an icon' }),
      colour: z.enum(ACCENT_COLOURS, { error: 'Choose a colour' }),
      places: itemList('place', placeSchema, 1, 6),
    }),
    1,
    6,
  ),
});

/** Content kind `explore-the-area`: the home page's season picker, per season a heading and its categories. */
export const exploreTheAreaContentSchema = z.object({
  winter: seasonSchema,
  spring: seasonSchema,
  summer: seasonSchema,
  fall: seasonSchema,
});
export type ExploreTheAreaContent = z.infer<typeof exploreTheAreaContentSchema>;
