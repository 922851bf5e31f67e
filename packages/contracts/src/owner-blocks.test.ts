import { describe, expect, it } from '@jest/globals';
import { ownerBlockInputSchema } from './owner-blocks.js';

const messages = (input: object) => {
  const result = ownerBlockInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('ownerBlockInputSchema', () => {
  it('takes a block of nights with a trimmed note, empty by default', () => {
    expect(ownerBlockInputSchema.parse({ kind: 'owner_stay', startsOn: '2027-03-10', endsOn: '2027-03-11' })).toEqual({
      kind: 'owner_stay',
      startsOn: '2027-03-10',
      endsOn: '2027-03-11',
      note: '',
    });
    expect(
      ownerBlockInputSchema.parse({
        kind: 'maintenance',
        startsOn: '2027-03-10',
        endsOn: '2028-03-09',
        note: '  Roof  ',
      }).note,
    ).toBe('Roof');
  });

  it('says what is wrong with each field', () => {
    expect(messages({ kind: 'party', startsOn: '2027-02-30', endsOn: '2027-03-01' })).toEqual([
      'kind: Choose owner stay or maintenance',
      'startsOn: First night must be a date written as yyyy-MM-dd',
    ]);
    expect(messages({ kind: 'owner_stay', startsOn: '2027-03-10', endsOn: '2027-03-10' })).toEqual([
      'endsOn: Free again on must be after the first night',
    ]);
    expect(messages({ kind: 'owner_stay', startsOn: '2027-03-10', endsOn: '2028-03-11' })).toEqual([
      'endsOn: One block is at most 365 nights',
    ]);
    expect(messages({ kind: 'owner_stay', startsOn: '2027-03-10', endsOn: '2027-03-12', note: 'a\nb' })).toEqual([
      'note: Note must not contain line breaks or control characters',
    ]);
  });
});
