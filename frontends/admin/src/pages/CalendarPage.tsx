import { addMonths, dateInPropertyZone, hostCalendarMonthSchema, ownerBlockSchema } from '@lakehouse/contracts';
import { Page, useDocumentTitle } from '@lakehouse/web-kit';
import { Alert, Button, Card, CardContent, CircularProgress, Grid, Stack, Typography } from '@lakehouse/web-kit/mui';
import { useState } from 'react';
import { AdminPageStatus } from '../AdminPageStatus';
import { messageOf } from '../shared';
import { useAdminQuery, useInvalidate } from '../use-admin-query';
import { useAdminStaff } from '../use-admin-session';
import { WorkerStatusNotice } from '../WorkerStatusNotice';
import { AddBlockForm } from './calendar/AddBlockForm';
import { CalendarExportLink } from './calendar/CalendarExportLink';
import { CalendarFeedsCard } from './calendar/CalendarFeedsCard';
import { monthTitle } from './calendar/calendar-kinds';
import { MonthAgenda, MonthLegend } from './calendar/MonthAgenda';
import { MonthGrid } from './calendar/MonthGrid';
import { OwnerBlockList } from './calendar/OwnerBlockList';

const BREADCRUMBS = [{ label: 'Home', href: '/' }, { label: 'Admin', href: '/admin/dashboard' }, { label: 'Calendar' }];

const ownerBlockListSchema = ownerBlockSchema.array();

/** /admin/calendar: the month's bookings, holds, inquiries, feed blocks and the host's own blocks; blocks added and removed; the imported feeds. */
export function CalendarPage() {
  useDocumentTitle('Calendar');
  const { session, staff } = useAdminStaff();
  const [month, setMonth] = useState(() => dateInPropertyZone(new Date()).slice(0, 7));
  const calendar = useAdminQuery(
    session === 'admin' ? `/api/admin/calendar?month=${month}` : null,
    hostCalendarMonthSchema,
  );
  const reloadCalendar = useInvalidate(`/api/admin/calendar?month=${month}`);
  const blocks = useAdminQuery(session === 'admin' ? '/api/admin/owner-blocks' : null, ownerBlockListSchema);
  const shift = (months: number) => setMonth((current) => addMonths(`${current}-01`, months).slice(0, 7));

  return (
    <Page title="Calendar" maxWidth="xl" breadcrumbs={BREADCRUMBS}>
      <AdminPageStatus session={session} staff={staff} />
      {session === 'admin' && <WorkerStatusNotice />}
      {session === 'admin' && (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, lg: 8 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
              <Button variant="outlined" onClick={() => shift(-1)}>
                Previous month
              </Button>
              <Typography
                variant="h2"
                component="h2"
                sx={{ fontSize: '1.25rem', flexGrow: 1, textAlign: 'center' }}
                data-testid="calendar-month-title"
              >
                {monthTitle(month)}
              </Typography>
              <Button variant="outlined" onClick={() => shift(1)}>
                Next month
              </Button>
            </Stack>
            <MonthLegend />
            {calendar.status === 'pending' && <CircularProgress aria-label="Loading the month" />}
            {calendar.status === 'error' && (
              <Alert severity="error" role="alert">
                {messageOf(calendar.error, 'Failed to load the month. Please refresh the page.')}
              </Alert>
            )}
            {calendar.status === 'success' && calendar.data.month === month && (
              <>
                <MonthGrid month={month} entries={calendar.data.entries} />
                <MonthAgenda month={month} entries={calendar.data.entries} />
              </>
            )}
          </Grid>
          <Grid size={{ xs: 12, lg: 4 }}>
            <Card variant="outlined" component="section" aria-labelledby="add-block-heading" sx={{ mb: 3 }}>
              <CardContent>
                <Typography id="add-block-heading" variant="h2" component="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
                  Block nights
                </Typography>
                <AddBlockForm />
              </CardContent>
            </Card>
            <Card
              variant="outlined"
              component="section"
              aria-labelledby="your-blocks-heading"
              data-testid="owner-blocks"
              sx={{ mb: 3 }}
            >
              <CardContent>
                <Typography id="your-blocks-heading" variant="h2" component="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
                  Your blocks
                </Typography>
                {blocks.status === 'error' && (
                  <Alert severity="error" role="alert">
                    {messageOf(blocks.error, 'Failed to load your blocks. Please refresh the page.')}
                  </Alert>
                )}
                {blocks.status === 'success' && <OwnerBlockList blocks={blocks.data} />}
              </CardContent>
            </Card>
            <CalendarFeedsCard onSynced={reloadCalendar} />
            <Card variant="outlined" component="section" aria-labelledby="export-heading" sx={{ mt: 3 }}>
              <CardContent>
                <Typography id="export-heading" variant="h2" component="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
                  Export to Airbnb and VRBO
                </Typography>
                <CalendarExportLink />
              </CardContent>
            </Card>
          </Grid>
        </Grid>
      )}
    </Page>
  );
}
