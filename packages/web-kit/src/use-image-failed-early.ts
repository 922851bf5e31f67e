import { useEffect, type RefObject } from 'react';

/**
 * Calls `onFailed` if the image had already failed to load when this component mounted: in a page rendered on the
 * server an image's error event may fire before React hydrates it and listens, and would be missed.
 */
export function useImageFailedEarly(image: RefObject<HTMLImageElement | null>, onFailed: () => void): void {
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0 && element.currentSrc !== '') onFailed();
    // Once, at mount: later failures reach the element's own onError.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
