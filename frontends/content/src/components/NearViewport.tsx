import { Suspense, use, useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the viewport a section starts loading, so it is usually there by the time it scrolls in. */
const LOAD_MARGIN = '400px 0px';

const onServer = typeof window === 'undefined';

/** A promise and the function that settles it. */
function nearSignal(): { reached: Promise<void>; reach: () => void } {
  let reach = () => {};
  const reached = new Promise<void>((resolve) => {
    reach = resolve;
  });
  return { reached, reach };
}

/** Suspends (in the browser) until the section has come near the viewport. */
function WhenNear({ reached, children }: { reached: Promise<void>; children: ReactNode }) {
  if (!onServer) use(reached);
  return children;
}

/**
 * Renders `children` (lazy components) once this place comes near the viewport: a below-the-fold section's code
 * (and, for the contact form, zod) is downloaded when the visitor scrolls towards it, not with the page. On the
 * server the section renders whole, so it is in the HTML; in the browser, hydrating it waits (React keeps the
 * server's HTML on screen while the boundary is suspended) until it comes near and its code has arrived. Rendered
 * in the browser only, `placeholder` holds the place until then.
 */
export function NearViewport({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  // Settling the promise (rather than changing state) lets React retry the suspended boundary without a new render
  // of it from above, which would make it drop the server's HTML and render anew.
  const [signal] = useState(nearSignal);
  const marker = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = marker.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        signal.reach();
        observer.disconnect();
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [signal]);
  return (
    <div ref={marker}>
      <Suspense fallback={placeholder}>
        <WhenNear reached={signal.reached}>{children}</WhenNear>
      </Suspense>
    </div>
  );
}
