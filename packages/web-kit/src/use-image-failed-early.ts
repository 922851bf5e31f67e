import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * Calls `onFailed` if the image had already failed to load when this component mounted: in a page rendered on the
 * server an image's error event may fire before React hydrates it and listens, and would be missed.
 */
export function useImageFailedEarly(image: RefObject<HTMLImageElement | null>, onFailed: () => void): void {
  const failedBeforeMount = useEffectEvent(onFailed);
  // Once, at mount (the ref object never changes): later failures reach the element's own onError.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0 && element.currentSrc !== '') failedBeforeMount();
  }, [image]);
}
