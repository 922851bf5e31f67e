import { Injectable } from '@nestjs/common';
import type { AvailabilityResponse } from '@lakehouse/contracts';
import { ChangeNotices } from '../../platform/read-cache/change-notices.js';
import { ReadCache } from '../../platform/read-cache/read-cache.js';

/** What availability is computed from: reservations, feed blocks and feeds, and the host's own blocks. */
export const AVAILABILITY_TABLES = ['reservations', 'calendar_blocks', 'calendar_feeds', 'owner_blocks'] as const;

/** Windows kept at once; the calendar asks for a handful, so this only bounds odd clients. */
const MAX_WINDOWS = 256;

/**
 * The computed availability per window, dropped on every write to reservations, feed blocks and feeds, and the
 * host's own blocks. An entry also ends when the earliest hold in the database runs out (the loader says when).
 */
@Injectable()
export class AvailabilityCache extends ReadCache<AvailabilityResponse> {
  protected override readonly sentAsJson = true;

  constructor(notices: ChangeNotices) {
    super(notices, AVAILABILITY_TABLES, MAX_WINDOWS);
  }
}
