export interface CleaningOptions {
  /** The property's zone (PROPERTY_TIMEZONE): "today", and so the turnovers ahead, is read in it. */
  timeZone: string;
}

export const CLEANING_OPTIONS = Symbol('CLEANING_OPTIONS');
