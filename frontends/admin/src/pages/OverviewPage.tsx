import {
  OVERVIEW_UPCOMING_DAYS,
  type AdminOverview,
  type AdminOverviewMonth,
  type AdminOverviewStay,
  adminOverviewSchema,
  dateInPropertyZone,
} from '@lakehouse/contracts';
import { Page, lazyExport, useDocumentTitle } from '@lakehouse/web-kit';
import { Box, Card, CardContent, CircularProgress, Grid, Stack, Typography } from '@lakehouse/web-kit/mui';
import TextField from '@mui/material/TextField';
import { Suspense, useState, type ReactNode } from 'react';
import { useAdminQuery } from '../use-admin-query';
import { AdminPageStatus } from '../AdminPageStatus';
import { HOST_ONLY, useAdminStaff } from '../use-admin-session';
import { MonthTable } from './overview/MonthTable';
import { StayList } from './overview/StayList';
import { dayFromToday, expiryText } from './overview/overview-text';

// The charts library is the heaviest code of the admin: only this page downloads it, once it has data to draw.
const OccupancyRevenueChart = lazyExport(() => import('./overview/OccupancyRevenueChart'), 'OccupancyRevenueChart');

const BREADCRUMBS = [{ label: 'Home', href: '/' }, { label: 'Admin', href: '/admin/dashboard' }, { label: 'Overview' }];
/** Years the selector offers around this one: bookings reach about a year and a half ahead. */
const YEARS_BACK = 5;
const YEARS_AHEAD = 2;

/** The overview as loaded, and when: how long a hold has left is counted from then. */
type LoadedOverview = { overview: AdminOverview; loadedAt: Date };

function Section({ id, title, children, testId }: { id: string; title: string; children: ReactNode; testId?: string }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby={id} data-testid={testId} sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={id} variant="h2" component="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function YearFigures({ year, months }: { year: number; months: AdminOverviewMonth[] }) {
  const anyBooked = months.some((month) => month.bookedNights > 0);
  return (
    <>
      {anyBooked ? (
        <Box component="figure" data-testid="overview-chart" sx={{ m: 0, mb: 2 }}>
          <Typography component="figcaption" variant="body2" color="text.secondary">
            Occupancy (bars) and revenue (line) by month in {year}; the table below has the figures.
          </Typography>
          <Suspense fallback={<CircularProgress aria-label="Loading the chart" />}>
            <OccupancyRevenueChart months={months} />
          </Suspense>
        </Box>
      ) : (
        <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="overview-no-bookings">
          No confirmed stays in {year}, so no occupancy or revenue to show.
        </Typography>
      )}
      <MonthTable year={year} months={months} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Occupancy counts the nights of confirmed direct bookings; unpaid holds are not counted. Revenue is what guests
        pay for those stays, fees and taxes included, spread evenly over each stay&apos;s nights. Blocked nights are
        closed by an imported calendar (Airbnb, VRBO...) or by your own blocks: they are in neither.
      </Typography>
    </>
  );
}

/** The three lists side by side: what each leads with, and what it says when empty. */
const upcomingLists = (overview: AdminOverview, loadedAt: Date) => [
  {
    id: 'arrivals-heading',
    title: `Arrivals, next ${OVERVIEW_UPCOMING_DAYS} days`,
    testId: 'overview-arrivals',
    stays: overview.arrivals,
    lead: (stay: AdminOverviewStay) => `Arrives ${dayFromToday(stay.checkIn, overview.today)}`,
    empty: `No arrivals in the next ${OVERVIEW_UPCOMING_DAYS} days.`,
  },
  {
    id: 'departures-heading',
    title: `Departures, next ${OVERVIEW_UPCOMING_DAYS} days`,
    testId: 'overview-departures',
    stays: overview.departures,
    lead: (stay: AdminOverviewStay) => `Leaves ${dayFromToday(stay.checkOut, overview.today)}`,
    empty: `No departures in the next ${OVERVIEW_UPCOMING_DAYS} days.`,
  },
  {
    id: 'holds-heading',
    title: 'Unpaid holds',
    testId: 'overview-holds',
    stays: overview.unpaidHolds,
    lead: (stay: AdminOverviewStay) => `Expires ${expiryText(stay.holdExpiresAt!, overview.timeZone, loadedAt)}`,
    empty: 'No unpaid holds.',
  },
];

/** The loaded overview: the three lists, then the year's figures (a spinner while another year loads). */
function OverviewContent({
  overview,
  loadedAt,
  year,
  years,
  onYearChange,
}: LoadedOverview & { year: number; years: number[]; onYearChange: (year: number) => void }) {
  return (
    <Stack spacing={3}>
      <Typography color="text.secondary">
        Dates and times are the house&apos;s ({overview.timeZone.replace(/_/g, ' ')}).
      </Typography>
      <Grid container spacing={3}>
        {upcomingLists(overview, loadedAt).map(({ id, title, ...list }) => (
          <Grid size={{ xs: 12, md: 4 }} key={id}>
            <Section id={id} title={title}>
              <StayList {...list} />
            </Section>
          </Grid>
        ))}
      </Grid>
      <Section id="year-heading" title="Occupancy and revenue by month">
        <TextField
          select
          name="year"
          label="Year"
          value={year}
          onChange={(event) => onYearChange(Number(event.target.value))}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          fullWidth={false}
          sx={{ mb: 2, minWidth: 120 }}
        >
          {years.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </TextField>
        {overview.year === year ? (
          <YearFigures year={year} months={overview.months} />
        ) : (
          <CircularProgress aria-label={`Loading ${year}`} sx={{ display: 'block' }} />
        )}
      </Section>
    </Stack>
  );
}

/** /admin/overview: the next 30 days' arrivals and departures, the unpaid holds, and the year's occupancy and revenue. */
const parseOverview = (body: unknown): LoadedOverview => ({
  overview: adminOverviewSchema.parse(body),
  loadedAt: new Date(),
});

export function OverviewPage() {
  useDocumentTitle('Overview');
  const { session, staff } = useAdminStaff(HOST_ONLY);
  const [thisYear] = useState(() => Number(dateInPropertyZone(new Date()).slice(0, 4)));
  const [year, setYear] = useState(thisYear);
  const loaded = useAdminQuery(session === 'admin' ? `/api/admin/overview?year=${year}` : null, parseOverview);
  const years = Array.from({ length: YEARS_BACK + YEARS_AHEAD + 1 }, (_, index) => thisYear - YEARS_BACK + index);

  return (
    <Page title="Overview" maxWidth="xl" breadcrumbs={BREADCRUMBS}>
      <AdminPageStatus
        staff={staff}
        session={session}
        load={loaded}
        failure="Failed to load the overview. Please refresh the page."
      />
      {session === 'admin' && loaded.status === 'success' && (
        <OverviewContent {...loaded.data} year={year} years={years} onYearChange={setYear} />
      )}
    </Page>
  );
}
