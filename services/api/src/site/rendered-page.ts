/** A page rendered on the server, as the page cache keeps it. */
export interface RenderedPage {
  status: number;
  html: string;
  /** Every application rendered (none was sent empty after a failure or the time limit). */
  complete: boolean;
  /** When what the page shows stops being true on its own (a hold on its calendar runs out). */
  validUntil: number;
}
