import { describe, expect, it } from '@jest/globals';
import { townOf } from './town';

describe("the town of the house's address", () => {
  it('leaves out the street and the ZIP code', () => {
    expect(townOf('14 Lakeview Drive, Grantham, NH 03753')).toBe('Grantham, NH');
    expect(townOf('22 Birch Hill Road, Unit 4, Grantham, NH 03753-1234')).toBe('Grantham, NH');
  });

  it('keeps an address that is already a town', () => {
    expect(townOf('Grantham, NH')).toBe('Grantham, NH');
    expect(townOf('Grantham')).toBe('Grantham');
  });
});
