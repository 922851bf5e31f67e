import { describe, expect, it } from '@jest/globals';
import { contentFieldOf, houseRulesContentSchema } from '@lakehouse/contracts';
import { emptyValue, fieldLabel, itemTitle, moveItem } from './content-values';

describe('the content editor values', () => {
  it('moves an item of a list', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });

  it('starts a new rules section empty, with the fields its schema has', () => {
    const field = contentFieldOf(houseRulesContentSchema);
    if (field.type !== 'object' || field.fields.sections?.type !== 'list') throw new Error('unexpected shape');
    expect(emptyValue(field.fields.sections.item)).toEqual({ id: '', title: '', content: '' });
  });

  it('names fields and items in words', () => {
    expect(fieldLabel('distanceMinutes')).toBe('Distance minutes');
    expect(itemTitle({ question: 'Pets?' }, 0)).toBe('Pets?');
    expect(itemTitle({}, 2)).toBe('Item 3');
  });
});
