import type { PageData } from '@lakehouse/contracts';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * Where the server embeds its PageData, once: the browser hydrates with the very values the server rendered with
 * instead of fetching or computing them again.
 */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/**
 * Where a React tree is rendered: on the server for a request, or in the browser. (The page's API answers are in the
 * tree's query client, not here.)
 */
export interface PageEnvironment extends Omit<PageData, 'queries'> {
  /** The request's path and query on the server; in the browser undefined (window.location is read). */
  location?: { pathname: string; search: string };
  /** The tree renders server HTML (on the server, or hydrating it): sections loaded on view render at once. */
  serverRendered: boolean;
}

const EnvironmentContext = createContext<PageEnvironment | undefined>(undefined);

let embedded: PageData | undefined;

/** The page data the server embedded (read once); empty when the page was not rendered on the server. */
export function embeddedPageData(): PageData {
  if (!embedded) {
    const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ELEMENT_ID);
    let parsed: Partial<PageData> = {};
    try {
      parsed = element?.textContent ? (JSON.parse(element.textContent) as Partial<PageData>) : {};
    } catch {
      parsed = {};
    }
    embedded = {
      queries: parsed.queries ?? { queries: [], mutations: [] },
      today: parsed.today ?? localToday(),
      origin: parsed.origin ?? window.location.origin,
      contactForm: parsed.contactForm,
    };
  }
  return embedded;
}

function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function PageEnvironmentProvider({ value, children }: { value: PageEnvironment; children: ReactNode }) {
  return <EnvironmentContext.Provider value={value}>{children}</EnvironmentContext.Provider>;
}

/** The browser's environment: the page's "today", origin and contact form outcome as the server embedded them. */
export function browserEnvironment(serverRendered: boolean): PageEnvironment {
  const { today, origin, contactForm } = embeddedPageData();
  return { today, origin, contactForm, serverRendered };
}

/** The environment of this tree: the provided one, else the browser's. */
export function usePageEnvironment(): PageEnvironment {
  return useContext(EnvironmentContext) ?? browserEnvironment(false);
}

/** Today (YYYY-MM-DD) in the property's time zone as the server rendered it; the browser's date without one. */
export function useToday(): string {
  return usePageEnvironment().today;
}
