import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import {
  type PropertySettingsInput,
  STALE_SETTINGS_MESSAGE,
  adminPropertySettingsSchema,
  propertySchema,
} from '@lakehouse/contracts';
import { TEST_ADMIN_CODE, waitFor, type TestDatabase } from '@lakehouse/server-kit/testing';
import { startTestApi } from '../../testing/test-api.js';

describe("property settings: GET/PUT /api/admin/settings and the site's public subset", () => {
  let database: TestDatabase;
  let app: NestFastifyApplication;
  let admin: ReturnType<typeof request.agent>;

  beforeAll(async () => {
    ({ app, database } = await startTestApi());
    admin = request.agent(app.getHttpServer());
    await admin.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const current = async () =>
    adminPropertySettingsSchema.parse((await admin.get('/api/admin/settings').expect(200)).body);

  it('is for the host only', async () => {
    await request(app.getHttpServer()).get('/api/admin/settings').expect(401);
    await request(app.getHttpServer()).put('/api/admin/settings').send({}).expect(401);
  });

  it('starts from the seeded values, the invented ones marked as samples', async () => {
    const seeded = await current();
    expect(seeded.version).toBe(1);
    expect(seeded.settings).toMatchObject({
      houseName: 'Grantham Lake House',
      checkInTime: '15:00',
      checkOutTime: '10:00',
      mealsRoomsLicense: '',
      hostName: 'Alex',
      hostPhoto: '',
    });
    expect(seeded.sampleFields).toEqual(
      expect.arrayContaining(['contactEmail', 'contactPhone', 'address', 'airbnbUrl', 'hostName']),
    );
  });

  it("the site's rating is the host's platform ratings combined: the spec's 4.88 from 8 and 5 from 10 first, then the host's", async () => {
    const site = async () =>
      propertySchema.parse((await request(app.getHttpServer()).get('/api/property').expect(200)).body).site;
    expect((await site()).rating).toEqual({ rating: 4.9, reviewCount: 18 });
    const start = await current();
    expect(start.sampleFields).toEqual(expect.arrayContaining(['airbnbRating', 'vrboReviewCount']));
    const ratings = { airbnbRating: '4.6', airbnbReviewCount: '20', vrboRating: '', vrboReviewCount: '' };
    await admin
      .put('/api/admin/settings')
      .send({ settings: { ...start.settings, ...ratings }, version: start.version })
      .expect(200);
    await waitFor('the new rating', async () => (await site()).rating?.rating === 4.6);
    expect((await site()).rating).toEqual({ rating: 4.6, reviewCount: 20 });
    const none = await current();
    await admin
      .put('/api/admin/settings')
      .send({ settings: { ...none.settings, airbnbRating: '', airbnbReviewCount: '' }, version: none.version })
      .expect(200);
    await waitFor('no rating', async () => (await site()).rating === null);
    const refused = await admin
      .put('/api/admin/settings')
      .send({ settings: { ...none.settings, vrboRating: '7' }, version: none.version + 1 })
      .expect(400);
    expect(JSON.stringify(refused.body)).toContain('VRBO rating must be a rating from 1 to 5, such as 4.88');
  });

  it('saves a change, keeps it with its time, and the next GET /api/property shows it without the private fields', async () => {
    await request(app.getHttpServer()).get('/api/property').expect(200); // fills the read cache
    const before = await current();
    const settings: PropertySettingsInput = {
      ...before.settings,
      contactPhone: '(603) 863-2210',
      mealsRoomsLicense: '067812',
      airbnbUrl: '',
      address: '22 Birch Hill Road, Grantham, NH 03753',
      entryInstructions: 'Door code 4821',
    };
    const saved = adminPropertySettingsSchema.parse(
      (await admin.put('/api/admin/settings').send({ settings, version: before.version }).expect(200)).body,
    );
    expect(saved.version).toBe(before.version + 1);
    expect(saved.sampleFields).not.toContain('contactPhone');
    expect(saved.sampleFields).not.toContain('address');
    expect(saved.sampleFields).toContain('contactEmail');

    const property = propertySchema.parse((await request(app.getHttpServer()).get('/api/property').expect(200)).body);
    expect(property.address).toBe('22 Birch Hill Road, Grantham, NH 03753');
    expect(property.site).toMatchObject({ contactPhone: '(603) 863-2210', mealsRoomsLicense: '067812' });
    expect(property.site.listings.map((listing) => listing.label)).toEqual(['Book on VRBO']);
    expect(JSON.stringify(property)).not.toContain('4821');

    const { body: changes } = await admin.get('/api/admin/settings/changes').expect(200);
    expect(changes[0]).toEqual({
      version: saved.version,
      changedAt: expect.any(String),
      changedFields: expect.arrayContaining([
        'contactPhone',
        'mealsRoomsLicense',
        'airbnbUrl',
        'address',
        'entryInstructions',
      ]),
    });
  });

  it('answers 409 to a save from a version someone else saved over, and keeps their change', async () => {
    const start = await current();
    await admin
      .put('/api/admin/settings')
      .send({ settings: { ...start.settings, responseTime: 'within the hour' }, version: start.version })
      .expect(200);
    const stale = await admin
      .put('/api/admin/settings')
      .send({ settings: { ...start.settings, responseTime: 'a day' }, version: start.version })
      .expect(409);
    expect(stale.body.message).toBe(STALE_SETTINGS_MESSAGE);
    expect((await current()).settings.responseTime).toBe('within the hour');
  });

  it('of two saves from the same version at once, exactly one wins', async () => {
    const start = await current();
    const results = await Promise.all(
      ['one', 'two'].map((responseTime) =>
        admin
          .put('/api/admin/settings')
          .send({ settings: { ...start.settings, responseTime }, version: start.version }),
      ),
    );
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
  });

  it('names each invalid field', async () => {
    const start = await current();
    const { body } = await admin
      .put('/api/admin/settings')
      .send({
        settings: { ...start.settings, contactEmail: 'nope', logo: '/photos/kitchen.jpg' },
        version: start.version,
      })
      .expect(400);
    expect(body.issues.map((issue: { field: string }) => issue.field).sort()).toEqual([
      'settings.contactEmail',
      'settings.logo',
    ]);
  });

  it("takes a logo and the host's photo only from the photo folder's branding/", async () => {
    // The start-up photo scan lists the repository's branding/logo.png.
    await waitFor('the photo scan', async () => (await current()).brandingFiles.includes('/photos/branding/logo.png'));
    const start = await current();
    expect(start.brandingFiles.every((choice) => choice.startsWith('/photos/branding/'))).toBe(true);
    const missing = await admin
      .put('/api/admin/settings')
      .send({ settings: { ...start.settings, logo: '/photos/branding/other.png' }, version: start.version })
      .expect(400);
    expect(missing.body.issues).toEqual([
      { field: 'settings.logo', message: expect.stringContaining('/photos/branding/other.png') },
    ]);
    const missingPhoto = await admin
      .put('/api/admin/settings')
      .send({ settings: { ...start.settings, hostPhoto: '/photos/branding/host.jpg' }, version: start.version })
      .expect(400);
    expect(missingPhoto.body.issues).toEqual([
      { field: 'settings.hostPhoto', message: expect.stringContaining('/photos/branding/host.jpg') },
    ]);
    const files = { logo: '/photos/branding/logo.png', hostPhoto: '/photos/branding/logo.png', hostName: 'Dana' };
    await admin
      .put('/api/admin/settings')
      .send({ settings: { ...start.settings, ...files }, version: start.version })
      .expect(200);
    expect(
      propertySchema.parse((await request(app.getHttpServer()).get('/api/property').expect(200)).body).site,
    ).toMatchObject(files);
  });

  it("the family coupon is the host's when set", async () => {
    const start = await current();
    await admin
      .put('/api/admin/settings')
      .send({ settings: { ...start.settings, familyCouponCode: 'lake2027' }, version: start.version })
      .expect(200);
    expect((await admin.get('/api/config/ownerrez').expect(200)).body).toEqual({ familyCouponCode: 'LAKE2027' });
  });
});
