import { createHash } from 'node:crypto';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pg from 'pg';
import request from 'supertest';
import { isoDateInZone, type RenderApplication } from '@lakehouse/contracts';
import { repoRoot } from '@lakehouse/server-kit';
import { createTestDatabase, testConfig, type TestDatabase } from '@lakehouse/server-kit/testing';
import { createApiApp } from '../create-api-app.js';
import { waitForStartUpWork } from '../testing/start-up-work.js';
import { visibleText } from '../testing/visible-text.js';
import { LAYOUT_DATA_SCRIPT_SOURCE } from './layout-data-script.js';
import { RenderedPageCache } from './rendered-page-cache.js';
import { loadServerEntries, type ServerEntries } from './server-entries.js';

const SEASON_HEADINGS = [
  'Winter Adventures',
  'Spring Family Gatherings',
  'Summer Activities',
  'Fall Foliage & Outdoor Fun',
];
/** Dec-Feb winter, Mar-May spring, Jun-Aug summer, Sep-Nov fall (spec section 2). */
const seasonHeadingOf = (isoDate: string) => SEASON_HEADINGS[Math.floor((Number(isoDate.slice(5, 7)) % 12) / 3)]!;

/** Each public route and texts of its page from the spec. */
const PUBLIC_PAGES: Record<string, string[]> = {
  '/': [
    'Book Your Stay',
    'Amenities',
    'Property Info',
    'Photo Gallery',
    'Explore the Area',
    'Everything You Need to Know',
    'House Rules',
    'Check-in & Check-out',
    'Contact the Host',
    'Send a Message',
  ],
  '/gallery': ['Photo Gallery', 'The House at a Glance', 'Featured Amenities'],
  '/guide': ['Local Guide', 'Explore by Category', 'Local Tips'],
  '/house-rules': ['House Rules and How-To Guide', 'Quick Reference', 'Emergency Contacts', 'How-To Guides'],
  '/contact': ['Contact Us', 'Get in Touch', 'Send a Message', 'Frequently Asked Questions'],
  '/policies': ['Policies', 'Cancellation Policy', 'Deposits and Fees', 'Damage and Liability'],
  '/cancellation-policy': ['Cancellation Policy', 'Refunds', 'How to Cancel'],
  '/terms': ['Terms of Service', 'Bookings', 'Liability'],
  '/privacy': ['Privacy Policy', 'Information We Collect', 'Cookies'],
  '/book': ['Book Your Stay', 'Enter Your Access Code', 'Booking Summary'],
  '/access': ['Access Portal', 'Returning Guests', 'Family & Friends', 'Referrals'],
};
/** The chrome of every page: the header's links and the footer. */
const CHROME_TEXTS = ['Gallery', 'Local Guide', 'Quick Links', 'Registered Agent'];

async function startApp(
  database: TestDatabase,
  options: { serverEntries?: ServerEntries; logs?: string[]; serveFiles?: boolean } = {},
): Promise<NestFastifyApplication> {
  const logDestination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      options.logs?.push(chunk.toString());
      done();
    },
  });
  // The site as built (npm test builds first).
  return createApiApp({
    config: testConfig({
      SERVE_WEB: String(options.serveFiles ?? true),
      RENDER_PAGES: 'true',
      LOG_LEVEL: 'info',
      PUBLIC_URL: 'https://lakehouse.example',
    }),
    databaseUrl: database.url,
    logDestination,
    ...(options.serverEntries ? { serverEntries: options.serverEntries } : {}),
  });
}

describe('pages rendered on the server', () => {
  let database: TestDatabase;
  let app: NestFastifyApplication;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await startApp(database);
    await waitForStartUpWork(app, database.url);
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it.each(Object.entries(PUBLIC_PAGES))(
    '%s answers 200 with its whole page in the HTML, no JavaScript needed',
    async (route, texts) => {
      const { status, headers, text: html } = await request(app.getHttpServer()).get(route);
      expect(status).toBe(200);
      expect(headers['content-type']).toBe('text/html; charset=utf-8');
      const text = visibleText(html);
      for (const expected of [...texts, ...CHROME_TEXTS]) expect(text).toContain(expected);
      expect(html).toMatch(/<title>[^<]+ \| Grantham Lake House<\/title>/);
    },
  );

  it('keeps a rendered page until what it was built from changes, whichever process writes it (read-after-write)', async () => {
    const servedFromMemory = () => app.get(RenderedPageCache).hits;
    const contactPage = async () => visibleText((await request(app.getHttpServer()).get('/contact').expect(200)).text);
    const before = await contactPage();
    const hits = servedFromMemory();
    expect(await contactPage()).toBe(before);
    expect(servedFromMemory()).toBe(hits + 1);
    // The host's settings, changed by another connection (as another API replica would): the next page shows it.
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    try {
      await other.query(
        `UPDATE property_settings SET settings = jsonb_set(settings, '{contactPhone}', '"(603) 555-0199"'), version = version + 1`,
      );
      expect(await contactPage()).toContain('(603) 555-0199');
      // The house itself (its row, the settings' 'House name'): every page names it, in its header, its footer,
      // its title and what link previews read, and tells the browser's root config (application-name).
      const homePage = async () => (await request(app.getHttpServer()).get('/').expect(200)).text;
      expect(visibleText(await homePage())).not.toContain('Grantham Lake Cottage');
      await other.query(`UPDATE properties SET name = 'Grantham Lake Cottage'`);
      const renamed = await homePage();
      expect(visibleText(renamed)).toContain('Grantham Lake Cottage');
      expect(renamed).toMatch(/data-testid="logo-text"[^>]*>Grantham Lake Cottage</);
      expect(visibleText(renamed)).toMatch(/Grantham Lake Cottage ?\. All rights reserved\./);
      expect(renamed).toContain('<title>Home | Grantham Lake Cottage</title>');
      expect(renamed).toContain('<meta property="og:site_name" content="Grantham Lake Cottage">');
      expect(renamed).toContain('<meta name="application-name" content="Grantham Lake Cottage">');
      await other.query(`UPDATE properties SET name = 'Grantham Lake House'`);
    } finally {
      await other.end();
    }
  });

  it("renders /book's calendar with this month's nights, and a night blocked since shows on the next request", async () => {
    const bookPage = async () => (await request(app.getHttpServer()).get('/book').expect(200)).text;
    // Tonight: in the month the calendar opens on, and not past.
    const night = isoDateInZone(new Date(), 'America/New_York');
    const dayOf = (html: string) => new RegExp(`data-state="(\\w+)" data-date="${night}"`).exec(html)?.[1];
    const before = await bookPage();
    // The answer the browser's calendar reads is in the page: it does not ask again while hydrating.
    expect(before).toContain('/api/availability?startDate=');
    expect(dayOf(before)).toBe('available');
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    try {
      const block = await other.query<{ id: string }>(
        `INSERT INTO owner_blocks (kind, starts_on, ends_on, note) VALUES ('maintenance', $1, $1::date + 1, 'Dock repair') RETURNING id`,
        [night],
      );
      expect(dayOf(await bookPage())).toBe('blocked');
      await other.query('DELETE FROM owner_blocks WHERE id = $1', [block.rows[0]!.id]);
      expect(dayOf(await bookPage())).toBe('available');
    } finally {
      await other.end();
    }
  });

  it("renders the home page with the property, and 'Explore the Area' at today's season in the house's time zone", async () => {
    const { text: html } = await request(app.getHttpServer()).get('/').expect(200);
    const text = visibleText(html);
    const property = (await request(app.getHttpServer()).get('/api/property').expect(200)).body as {
      name: string;
      amenities: string[];
    };
    expect(text).toContain(property.name);
    for (const amenity of property.amenities) expect(text).toContain(amenity);
    const today = isoDateInZone(new Date(), 'America/New_York');
    expect(text).toContain(seasonHeadingOf(today));
    // The data the browser hydrates with, once.
    const embedded = html.match(/<script type="application\/json" id="page-data">([^<]*)<\/script>/g) ?? [];
    expect(embedded).toHaveLength(1);
    const pageData = JSON.parse(embedded[0]!.replace(/^<[^>]+>|<\/script>$/g, '')) as {
      queries: { queries: { queryKey: unknown; state: { data: unknown; status: string } }[] };
      today: string;
    };
    expect(pageData.today).toBe(today);
    // TanStack Query's dehydrated cache: the property, the reviews and the page's content once each, under the
    // keys the browser's queries read them by.
    expect(pageData.queries.queries).toEqual([
      expect.objectContaining({
        queryKey: ['/api/property'],
        state: expect.objectContaining({ status: 'success', data: expect.objectContaining({ name: property.name }) }),
      }),
      expect.objectContaining({
        queryKey: ['/api/reviews'],
        state: expect.objectContaining({ status: 'success', data: expect.objectContaining({ reviews: [] }) }),
      }),
      ...['house', 'home-links', 'explore-the-area', 'house-rules'].map((kind) =>
        expect.objectContaining({
          queryKey: [`/api/content/${kind}`],
          state: expect.objectContaining({ status: 'success', data: expect.objectContaining({ kind }) }),
        }),
      ),
    ]);
  });

  it('answers an unknown path 404 with the not-found page, and a missing file 404 without the page', async () => {
    for (const route of ['/no-such-page', '/gallery/extra', '/portal']) {
      const { status, text } = await request(app.getHttpServer()).get(route);
      expect(status).toBe(404);
      expect(visibleText(text)).toContain('404 Page Not Found');
    }
    for (const file of [
      '/photos/no-such-photo.jpg',
      '/photos/variants/no-such-photo-480.webp',
      '/no-such-image.png',
      '/main.0000000000.js',
      '/mfe/content/no-such-chunk.js',
    ]) {
      const { status, headers } = await request(app.getHttpServer()).get(file);
      expect(status).toBe(404);
      expect(headers['content-type'] ?? '').not.toContain('text/html');
    }
  });

  it('gives each public page its canonical URL and link preview with absolute URLs, and private pages noindex', async () => {
    const property = (await request(app.getHttpServer()).get('/api/property').expect(200)).body as { images: string[] };
    const { text: html } = await request(app.getHttpServer()).get('/gallery/').expect(200);
    expect(html).toContain('<link rel="canonical" href="https://lakehouse.example/gallery">');
    expect(html).toContain('<meta property="og:url" content="https://lakehouse.example/gallery">');
    expect(html).toContain('<meta property="og:title" content="Photo Gallery | Grantham Lake House">');
    expect(html).toContain('<meta name="twitter:title" content="Photo Gallery | Grantham Lake House">');
    if (property.images[0])
      expect(html).toContain(`<meta property="og:image" content="https://lakehouse.example${property.images[0]}">`);
    for (const route of ['/admin', '/portal/family', '/no-such-page', '/book/details']) {
      const { text } = await request(app.getHttpServer()).get(route);
      expect(text).toContain('<meta name="robots" content="noindex">');
      expect(text).not.toContain('rel="canonical"');
    }
  });

  it('lists the public pages in /sitemap.xml, and none of the private ones', async () => {
    const { text, headers } = await request(app.getHttpServer()).get('/sitemap.xml').expect(200);
    expect(headers['content-type']).toBe('application/xml; charset=utf-8');
    const listed = [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(listed).toEqual(Object.keys(PUBLIC_PAGES).map((route) => `https://lakehouse.example${route}`));
    expect(text).not.toMatch(/admin|portal|book\//);
  });

  it('renders the chrome of the session pages with a loading state for the browser to fill', async () => {
    // The booking journey's later steps too: what they show is in the tab's sessionStorage, which only the browser has.
    for (const route of ['/admin', '/portal/family', '/book/dates', '/book/details', '/book/payment', '/book/done']) {
      const { status, text } = await request(app.getHttpServer()).get(route);
      expect(status).toBe(200);
      expect(text).toContain('<span class="app-loading-text">Loading…</span>');
      // Without JavaScript nothing fills the slot: the page says why instead of loading forever.
      expect(text).toContain(
        '<noscript>This page needs JavaScript: please turn it on in your browser and reload the page.</noscript>',
      );
      expect(visibleText(text)).toContain('Registered Agent');
    }
  });

  it('sends a kept page compressed once (brotli or gzip, as asked), and a 304 to a browser holding it', async () => {
    const server = app.getHttpServer();
    const plain = await request(server).get('/guide').set('accept-encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const etag = plain.headers['etag'];
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(plain.headers['vary']).toContain('accept-encoding');
    for (const [asked, sent] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.5', 'gzip'],
      ['*', 'br'],
    ] as const) {
      const compressed = await request(server).get('/guide').set('accept-encoding', asked).expect(200);
      expect(compressed.headers['content-encoding']).toBe(sent);
      expect(Number(compressed.headers['content-length'])).toBeLessThan(plain.text.length / 4);
      expect(compressed.text).toBe(plain.text);
      expect(compressed.headers['etag']).toBe(etag);
    }
    const revalidated = await request(server).get('/guide').set('if-none-match', etag!);
    expect(revalidated.status).toBe(304);
    expect(revalidated.text ?? '').toBe('');
    // A 404 page is kept too, but never answered 304 (the status is part of the answer).
    expect((await request(server).get('/no-such-page').set('if-none-match', '*')).status).toBe(404);
  });

  it('runs no inline script the Content-Security-Policy does not allow by its hash', async () => {
    const { text: html, headers } = await request(app.getHttpServer()).get('/').expect(200);
    const inline = [
      ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g),
    ].map((m) => m[1]!);
    expect(inline.length).toBeGreaterThan(0);
    for (const script of inline) {
      const source = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
      expect(source).toBe(LAYOUT_DATA_SCRIPT_SOURCE);
      expect(headers['content-security-policy']).toContain(source);
    }
  });
});

describe('a microfrontend whose server render fails', () => {
  let database: TestDatabase;
  let app: NestFastifyApplication;
  const logs: string[] = [];
  let contentRender: RenderApplication;

  beforeAll(async () => {
    database = await createTestDatabase();
    const built = loadServerEntries(path.join(repoRoot, 'frontends'))!;
    const applications = new Map(built.applications);
    applications.set('content', (request) => contentRender(request));
    app = await startApp(database, { serverEntries: { ...built, applications }, logs });
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const failures = (requestId: string) =>
    logs
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: string; msg: string; requestId?: string })
      .filter((line) => line.requestId === requestId && line.level === 'error');

  it.each([
    ['throws', (): Promise<never> => Promise.reject(new Error('the house is on fire'))],
    ['takes longer than 300 ms', (): Promise<never> => new Promise(() => undefined)],
  ])(
    'sends its slot empty when it %s: the page answers 200 with the chrome, and the error is logged with the request id',
    async (what, render) => {
      contentRender = render;
      const requestId = `ssr-failure-${what.split(' ')[0]}`;
      const started = Date.now();
      const { status, text: html } = await request(app.getHttpServer()).get('/gallery').set('X-Request-Id', requestId);
      expect(status).toBe(200);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(html).toContain('<div id="single-spa-application:content"></div>');
      expect(visibleText(html)).toContain('Registered Agent');
      // The browser's script is there to render the slot.
      expect(html).toMatch(/<script defer="defer" src="\/main\.[0-9a-f]+\.js"><\/script>/);
      const logged = failures(requestId);
      expect(logged).toHaveLength(1);
      expect(logged[0]!.msg).toContain('The server render of content for /gallery failed');
    },
  );
});

describe('pages behind nginx: the API renders them and serves no file (SERVE_WEB=false, RENDER_PAGES=true)', () => {
  let database: TestDatabase;
  let app: NestFastifyApplication;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await startApp(database, { serveFiles: false });
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('renders a page, leaves the built files to nginx (404), and never serves the layout template', async () => {
    const page = await request(app.getHttpServer()).get('/house-rules');
    expect(page.status).toBe(200);
    expect(visibleText(page.text)).toContain('House Rules and How-To Guide');
    const script = /src="\/(main\.[0-9a-f]+\.js)"/.exec(page.text)![1]!;
    expect((await request(app.getHttpServer()).get(`/${script}`)).status).toBe(404);
    const template = await request(app.getHttpServer()).get('/index.html?utm=x');
    expect([template.status, template.headers['location']]).toEqual([301, '/?utm=x']);
  });
});
