import { usePageEnvironment } from '@lakehouse/web-kit';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the viewport a section starts loading, so it is usually there by the time it scrolls in. */
const LOAD_MARGIN = '400px 0px';

/**
 * Renders `children` (lazy components) only once this place comes near the viewport: a below-the-fold
 * section's code (and, for the contact form, zod) is downloaded when the visitor scrolls towards it, not with
 * the page. Until then, and while the code loads, `placeholder` holds the place. In a page rendered on the server
 * the section is in the HTML: it renders at once there, and hydrates when its code has arrived.
 */
export function NearViewport({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const [near, setNear] = useState(usePageEnvironment().serverRendered);
  const marker = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = marker.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  if (!near) return <div ref={marker}>{placeholder}</div>;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
