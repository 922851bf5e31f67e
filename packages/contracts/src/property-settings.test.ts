import { describe, expect, it } from '@jest/globals';
import {
  goLiveGaps,
  propertySettingsSchema,
  publicSiteSettings,
  type PropertySettingsInput,
} from './property-settings.js';

const filledIn: PropertySettingsInput = {
  houseName: 'Grantham Lake House',
  address: '22 Birch Hill Road, Grantham, NH 03753',
  latitude: '43.4931',
  longitude: '-72.1408',
  contactEmail: 'hello@granthamlake.house',
  contactPhone: '(603) 863-2210',
  responseTime: '2-4 hours',
  hostName: 'Dana',
  hostPhoto: '/photos/branding/dana.jpg',
  registeredAgent: 'Birch Hill LLC\nGrantham, NH 03753',
  mealsRoomsLicense: '067812',
  airbnbUrl: 'https://www.airbnb.com/rooms/123456',
  vrboUrl: '',
  otherListingLabel: '',
  otherListingUrl: '',
  bookingWidgetUrl: '',
  checkInTime: '15:00',
  checkOutTime: '10:00',
  quietHoursStart: '22:00',
  quietHoursEnd: '07:00',
  entryInstructions: 'The door code is the last four digits of your phone.',
  propertyManagerPhone: '603-863-0000',
  securityOfficePhone: '',
  familyCouponCode: 'family50',
  logo: '/photos/branding/logo.png',
};

describe('property settings', () => {
  it('accepts a filled-in form, upper-cases the coupon and hides the unset links', () => {
    const settings = propertySettingsSchema.parse(filledIn);
    expect(settings.familyCouponCode).toBe('FAMILY50');
    expect(publicSiteSettings(settings).listings).toEqual([
      { label: 'Book on Airbnb', url: 'https://www.airbnb.com/rooms/123456' },
    ]);
    expect(publicSiteSettings(settings)).not.toHaveProperty('entryInstructions');
    expect(goLiveGaps(filledIn, [])).toEqual([]);
  });

  it('names each bad field', () => {
    const result = propertySettingsSchema.safeParse({
      ...filledIn,
      contactEmail: 'not-mail',
      airbnbUrl: 'http://airbnb.com',
      logo: '/photos/kitchen.jpg',
      hostPhoto: '/photos/branding/../kitchen.jpg',
      hostName: 'Dana\nand Lee',
      checkInTime: '3pm',
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'airbnbUrl',
      'checkInTime',
      'contactEmail',
      'hostName',
      'hostPhoto',
      'logo',
    ]);
  });

  it("shows the host's name and photo on the site; saved settings from before them have neither", () => {
    expect(publicSiteSettings(propertySettingsSchema.parse(filledIn))).toMatchObject({
      hostName: 'Dana',
      hostPhoto: '/photos/branding/dana.jpg',
    });
    const { hostName, hostPhoto, ...earlier } = filledIn;
    const settings = propertySettingsSchema.parse(earlier);
    expect(settings).toMatchObject({ hostName: '', hostPhoto: '' });
    expect(publicSiteSettings(settings)).toMatchObject({ hostName: null, hostPhoto: null });
  });

  it('asks for an unset required field and for any sample still in place, never for an unset optional link', () => {
    const gaps = goLiveGaps({ ...filledIn, mealsRoomsLicense: ' ', vrboUrl: 'https://www.vrbo.com/' }, [
      'contactPhone',
      'vrboUrl',
    ]);
    expect(gaps.map(({ field, problem }) => `${field}:${problem}`)).toEqual([
      'contactPhone:sample',
      'mealsRoomsLicense:missing',
      'vrboUrl:sample',
    ]);
  });
});
