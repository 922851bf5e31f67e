/** What the host wrote for one photo (the property's `photoTexts`, by the photo's address). */
export interface PhotoWords {
  caption: string;
  alt: string;
  room: string;
}
export type PhotoWordsByPath = Readonly<Record<string, PhotoWords | undefined>>;

/**
 * How a gallery reads out and captions the photos it is given: the host's alt text, else the caption, else the
 * spec's 'Property image N' (position is 1-based, in the list as shown).
 */
export function photoDescriber(images: readonly string[], words: PhotoWordsByPath = {}) {
  const of = (position: number) => words[images[position - 1] ?? ''];
  return {
    altText: (position: number) => of(position)?.alt || of(position)?.caption || `Property image ${position}`,
    caption: (position: number) => of(position)?.caption || undefined,
  };
}

/**
 * The photos grouped by the host's rooms, each room where its first photo is in the host's order; photos without a
 * room come last, under 'More photos'. With no room set, one untitled group in the host's order.
 */
export function photosByRoom(
  images: readonly string[],
  words: PhotoWordsByPath = {},
): { room: string | undefined; images: string[] }[] {
  const rooms = new Map<string, string[]>();
  const rest: string[] = [];
  for (const image of images) {
    const room = words[image]?.room;
    if (!room) rest.push(image);
    else rooms.set(room, [...(rooms.get(room) ?? []), image]);
  }
  if (rooms.size === 0) return [{ room: undefined, images: rest }];
  const groups = [...rooms].map(([room, photos]) => ({ room, images: photos }));
  return rest.length > 0 ? [...groups, { room: 'More photos', images: rest }] : groups;
}
