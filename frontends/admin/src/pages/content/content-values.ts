import type { ContentField } from '@lakehouse/contracts';

/** A path into a content document: keys and list positions ('sections', 2, 'content'). */
export type ContentPath = readonly (string | number)[];

/** The path as the API and the schema name a field: 'sections.2.content'. */
export const pathKey = (path: ContentPath): string => path.join('.');

/** 'videoUrl' → 'Video url', 'distanceMinutes' → 'Distance minutes'. */
export function fieldLabel(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What a new item of a list starts as: empty texts, no number, the first choice, lists at their least. */
export function emptyValue(field: ContentField): unknown {
  switch (field.type) {
    case 'object':
      return Object.fromEntries(Object.entries(field.fields).map(([key, item]) => [key, emptyValue(item)]));
    case 'list':
      return Array.from({ length: field.min }, () => emptyValue(field.item));
    case 'text':
      return '';
    case 'number':
      return field.optional ? undefined : 0;
    case 'choice':
      return field.options[0];
  }
}

/** The list with item `from` moved to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item!);
  return copy;
}

/** The words an item of a list is shown by in its header: its title, name, question …, else its position. */
export function itemTitle(item: unknown, index: number): string {
  if (typeof item === 'string') return item || `Item ${index + 1}`;
  if (item && typeof item === 'object') {
    const record = item as Record<string, unknown>;
    for (const key of ['title', 'name', 'heading', 'question', 'label'])
      if (typeof record[key] === 'string' && record[key]) return record[key];
  }
  return `Item ${index + 1}`;
}
