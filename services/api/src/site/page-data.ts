import { Logger } from '@nestjs/common';
import type { QueryBus } from '@nestjs/cqrs';
import { dehydrate, QueryClient } from '@tanstack/query-core';
import {
  REVIEWS_PATH,
  availabilityPath,
  calendarWindow,
  contentKindsOfPage,
  contentPathOf,
  isoDateInZone,
  type AvailabilityResponse,
  type PageData,
  type Property,
} from '@lakehouse/contracts';
import { GetAvailabilityQuery } from '../modules/availability/queries/get-availability.query.js';
import { GetPublishedContentQuery } from '../modules/content/queries/get-published-content.query.js';
import type { CachedRead } from '../platform/read-cache/read-cache.js';
import { GetPropertyQuery } from '../modules/property/queries/get-property.query.js';
import { GetReviewsQuery } from '../modules/reviews/queries/get-reviews.query.js';

const logger = new Logger('PageData');

/** Pages that open on the availability calendar (the booking journey's first step): their HTML has its nights. */
const CALENDAR_PAGES = new Set(['/book']);

/** Pages that show the guests' reviews. */
const REVIEW_PAGES = new Set(['/']);

/** Whether the page at this (normalised) path shows availability, so that a booking changes it. */
export const showsAvailability = (path: string) => CALENDAR_PAGES.has(path);

/** A read for the page, or nothing (logged) when it fails: the browser then fetches it. */
async function readForPage<T>(what: string, read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch (error) {
    logger.warn(
      `The ${what} could not be read for the page (${error instanceof Error ? error.message : String(error)}): the browser will fetch it`,
    );
    return undefined;
  }
}

/**
 * What a page is rendered with, read in process through the API's own query handlers (no HTTP hop) and embedded
 * once in the page for the browser: the property (its photos in the host's order and its rates) and, on a calendar
 * page, the availability of the window of this month, and the live content the page shows (its house rules, its
 * guide …, Markdown already rendered to sanitized HTML), in a query cache of this request, dehydrated, under the keys
 * the browser's queries read them by (their URLs); and today in the house's time zone. `validUntil`: when the page
 * stops being true on its own (a hold it shows runs out).
 */
export async function readPageData(
  queryBus: QueryBus,
  { timeZone, origin, path }: { timeZone: string; origin: string; path: string },
): Promise<{ data: PageData; property?: Property; validUntil: number }> {
  const today = isoDateInZone(new Date(), timeZone);
  const window = calendarWindow(`${today.slice(0, 7)}-01`);
  const contentKinds = contentKindsOfPage(path);
  const [property, availability, reviews, ...contents] = await Promise.all([
    readForPage('property', async () => (await queryBus.execute(new GetPropertyQuery())).value),
    showsAvailability(path)
      ? readForPage<CachedRead<AvailabilityResponse>>('availability', () =>
          queryBus.execute(new GetAvailabilityQuery(window)),
        )
      : undefined,
    REVIEW_PAGES.has(path)
      ? readForPage('reviews', async () => (await queryBus.execute(new GetReviewsQuery())).value)
      : undefined,
    ...contentKinds.map((kind) =>
      readForPage(`${kind} content`, async () => (await queryBus.execute(new GetPublishedContentQuery(kind))).value),
    ),
  ]);
  const queries = new QueryClient();
  if (property) queries.setQueryData(['/api/property'], property);
  if (availability) queries.setQueryData([availabilityPath(window)], availability.value);
  if (reviews) queries.setQueryData([REVIEWS_PATH], reviews);
  for (const content of contents) if (content) queries.setQueryData([contentPathOf(content.kind)], content);
  return {
    data: { queries: dehydrate(queries), today, origin },
    property,
    validUntil: availability?.validUntil ?? Number.POSITIVE_INFINITY,
  };
}
