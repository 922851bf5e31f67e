import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the host sets about the house (contact, licence, listing links, times, entry instructions, logo): one row
 * (id 1) whose `version` goes up on every save, and a row per version in `property_settings_changes` so the host
 * sees what changed when. The house's name and address stay on `properties`, where the emails read them.
 * Seeded values invented for the sample site (contact, address, registered agent, platform home pages, widget)
 * are listed in `sample_fields` until the host replaces them; unset values ('') hide what depends on them.
 */
export class PropertySettings1763769601800 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE property_settings (
        id integer PRIMARY KEY CHECK (id = 1),
        settings jsonb NOT NULL CHECK (jsonb_typeof(settings) = 'object'),
        sample_fields jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(sample_fields) = 'array'),
        version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE property_settings_changes (
        version integer PRIMARY KEY,
        settings jsonb NOT NULL,
        changed_fields jsonb NOT NULL DEFAULT '[]'::jsonb,
        changed_at timestamptz NOT NULL DEFAULT now()
      )`);
    const settings = {
      contactEmail: 'stay@lakehouse-grantham.example',
      contactPhone: '(603) 555-0142',
      responseTime: '2-4 hours',
      registeredAgent: 'Grantham Lake House\nGrantham, NH 03753',
      mealsRoomsLicense: '',
      airbnbUrl: 'https://www.airbnb.com/',
      vrboUrl: 'https://www.vrbo.com/',
      otherListingLabel: '',
      otherListingUrl: '',
      bookingWidgetUrl: 'https://www.ownerrez.com/',
      checkInTime: '15:00',
      checkOutTime: '10:00',
      quietHoursStart: '22:00',
      quietHoursEnd: '07:00',
      entryInstructions: '',
      propertyManagerPhone: '',
      securityOfficePhone: '',
      familyCouponCode: '',
      logo: '',
    };
    const samples = [
      'address',
      'contactEmail',
      'contactPhone',
      'registeredAgent',
      'airbnbUrl',
      'vrboUrl',
      'bookingWidgetUrl',
    ];
    await db.query(
      `INSERT INTO property_settings (id, settings, sample_fields, version) VALUES (1, $1::jsonb, $2::jsonb, 1)`,
      [JSON.stringify(settings), JSON.stringify(samples)],
    );
    await db.query(
      `INSERT INTO property_settings_changes (version, settings, changed_fields) VALUES (1, $1::jsonb, '[]'::jsonb)`,
      [JSON.stringify(settings)],
    );
    await db.query(
      `CREATE TRIGGER property_settings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON property_settings FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed()`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE property_settings_changes');
    await db.query('DROP TABLE property_settings');
  }
}
