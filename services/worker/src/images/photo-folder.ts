/** The folder of photos the refresh imports into the photo store (PHOTOS_DIR). */
export const PHOTO_FOLDER = Symbol('PHOTO_FOLDER');
