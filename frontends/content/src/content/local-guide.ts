import type { GuideSpot } from '@lakehouse/contracts';

const THUMBNAIL_WIDTH = 400;
const DEFAULT_THUMBNAIL_CROP_HEIGHT = 600;

/** The screenshot-thumbnail service for a spot's website (spec section 7: width 400, crop height default 600). */
export function thumbnailUrl(spot: Pick<GuideSpot, 'website' | 'thumbnailCropHeight'>): string {
  const crop = spot.thumbnailCropHeight ?? DEFAULT_THUMBNAIL_CROP_HEIGHT;
  return `https://image.thum.io/get/width/${THUMBNAIL_WIDTH}/crop/${crop}/${spot.website}`;
}

export const formatDistance = (minutes: number): string => `${minutes} min`;
