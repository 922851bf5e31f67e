import { Logger } from '@nestjs/common';
import type { QueryBus } from '@nestjs/cqrs';
import { dehydrate, QueryClient } from '@tanstack/query-core';
import { isoDateInZone, type PageData, type Property } from '@lakehouse/contracts';
import { GetPropertyQuery } from '../property/queries/get-property.query.js';

const logger = new Logger('PageData');

/**
 * What a page is rendered with, read in process through the API's own query handlers (no HTTP hop) and embedded
 * once in the page for the browser: the property (its photos in the host's order and its rates) in a query cache
 * of this request, dehydrated, under the key the browser's query reads it by (its URL); and today in the house's
 * time zone. A failed read leaves it out: the page then shows what the browser fetches.
 */
export async function readPageData(
  queryBus: QueryBus,
  timeZone: string,
  origin: string,
): Promise<{ data: PageData; property?: Property }> {
  const today = isoDateInZone(new Date(), timeZone);
  const queries = new QueryClient();
  let property: Property | undefined;
  try {
    property = (await queryBus.execute(new GetPropertyQuery())).value;
    queries.setQueryData(['/api/property'], property);
  } catch (error) {
    logger.warn(
      `The property could not be read for the page (${error instanceof Error ? error.message : String(error)}): the browser will fetch it`,
    );
  }
  return { data: { queries: dehydrate(queries), today, origin }, property };
}
