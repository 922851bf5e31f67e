export interface OverviewOptions {
  /** The property's zone (PROPERTY_TIMEZONE): "today", and so the upcoming window, is read in it. */
  timeZone: string;
}

export const OVERVIEW_OPTIONS = Symbol('OVERVIEW_OPTIONS');
