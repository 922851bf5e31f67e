import { defineIsland, type IslandDefinition } from '@lakehouse/web-kit';
import type { ContactFormProps } from '../components/ContactForm';

// The parts of the content pages a guest interacts with; the rest of each page stays the server's HTML.

export const galleryPhotos = defineIsland('gallery-photos', () =>
  import('./GalleryPhotos').then((m) => m.GalleryPhotos),
);
export const viewAllPhotosButton = defineIsland<{ count: number }>('view-all-photos', () =>
  import('./ViewAllPhotosButton').then((m) => m.ViewAllPhotosButton),
);
// The guide's categories run down the whole page, every spot of each in its HTML: each waits to be seen or touched.
export const guideCategory = defineIsland<{ categoryId: string; startsOpen: boolean }>(
  'guide-category',
  () => import('./GuideCategory').then((m) => m.GuideCategory),
  { hydration: 'visible' },
);
// Far down the home page, and at the top of /house-rules: each waits until it nears the screen or is touched.
export const houseRulesSections = defineIsland<{ defaultOpenIds?: readonly string[] }>(
  'house-rules',
  () => import('./HouseRulesSections').then((m) => m.HouseRulesSections),
  { hydration: 'visible' },
);
export const faqs = defineIsland<{ kind: 'contact' | 'policies' }>('faqs', () => import('./Faqs').then((m) => m.Faqs));
// Below the fold on the home page, where its code (zod, MUI's text fields) waits until the form nears the screen.
export const contactForm = defineIsland<ContactFormProps>(
  'contact-form',
  () => import('../components/ContactForm').then((m) => m.ContactForm),
  { hydration: 'visible' },
);
export const contactMap = defineIsland<{ address: string }>('contact-map', () =>
  import('../components/MapEmbed').then((m) => m.MapEmbed),
);
export const listingPhotos = defineIsland('listing-photos', () =>
  import('../components/home/ListingPhotos').then((m) => m.ListingPhotos),
);
export const bookingCard = defineIsland('booking-card', () =>
  import('../components/home/BookingCard').then((m) => m.BookingCard),
);
export const homeGallery = defineIsland('home-gallery', () => import('./HomeGallery').then((m) => m.HomeGallery), {
  hydration: 'visible',
});
// With its season picker, 'Explore the Area' hydrates as it nears the screen, or at the first idle moment after the
// islands in view, so a guest who scrolls to it taps a live picker; a season chosen before is kept.
export const exploreTheArea = defineIsland(
  'explore-the-area',
  () => import('../components/home/ExploreTheArea').then((m) => m.ExploreTheArea),
  { hydration: 'idle' },
);

/** Every island of the content microfrontend, by name, for the browser to hydrate. */
export const CONTENT_ISLANDS: Readonly<Record<string, IslandDefinition<object>>> = Object.fromEntries(
  [
    galleryPhotos,
    viewAllPhotosButton,
    guideCategory,
    houseRulesSections,
    faqs,
    contactForm,
    contactMap,
    listingPhotos,
    bookingCard,
    homeGallery,
    exploreTheArea,
  ].map((island) => [island.name, island as unknown as IslandDefinition<object>]),
);
