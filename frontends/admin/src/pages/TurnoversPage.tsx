import {
  type AdminRole,
  type Turnover,
  type TurnoverStay,
  cleaningScheduleSchema,
  turnoversSchema,
} from '@lakehouse/contracts';
import { Page, useDocumentTitle } from '@lakehouse/web-kit';
import { Card, CardContent, Chip, Stack, Typography } from '@lakehouse/web-kit/mui';
import { AdminPageStatus } from '../AdminPageStatus';
import { useAdminQuery, useInvalidate } from '../use-admin-query';
import { SignOutButton } from '../SignOutButton';
import { useAdminStaff } from '../use-admin-session';
import { CleanerSchedule } from './turnovers/CleanerSchedule';

const EVERYONE: readonly AdminRole[] = ['host', 'cohost', 'cleaner'];

/** 'Sat, Mar 10' from yyyy-MM-dd, read as a calendar day. */
const dayWithWeekday = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });

const guestsText = (stay: TurnoverStay) =>
  stay.guestCount === null ? null : `${stay.guestCount} guest${stay.guestCount === 1 ? '' : 's'}`;

function StayLine({ label, stay }: { label: string; stay: TurnoverStay }) {
  const who = [stay.firstName, guestsText(stay)].filter(Boolean).join(', ');
  return (
    <Typography variant="body2">
      <strong>{label}:</strong> {stay.source}
      {who && ` · ${who}`} · {dayWithWeekday(stay.checkIn)} – {dayWithWeekday(stay.checkOut)}
    </Typography>
  );
}

function TurnoverCard({ turnover: { departure, nextArrival, sameDay } }: { turnover: Turnover }) {
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }} data-testid="turnover">
      <CardContent>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography component="h2" variant="h6">
            {dayWithWeekday(departure.checkOut)}
          </Typography>
          {sameDay && <Chip size="small" color="warning" label="Same-day arrival" />}
        </Stack>
        <Typography sx={{ mb: 1 }}>
          {nextArrival
            ? sameDay
              ? 'Clean between checkout and check-in today.'
              : `Clean by ${dayWithWeekday(nextArrival.checkIn)}.`
            : 'No next arrival booked yet.'}
        </Typography>
        <Stack spacing={0.5}>
          <StayLine label="Leaving" stay={departure} />
          {nextArrival && <StayLine label="Next arrival" stay={nextArrival} />}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** /admin/turnovers: each departure in the next 90 days and the arrival after it, for the cleaner (and the hosts). */
export function TurnoversPage() {
  useDocumentTitle('Turnovers');
  const { session, staff } = useAdminStaff(EVERYONE);
  const loaded = useAdminQuery(session === 'admin' ? '/api/admin/turnovers' : null, turnoversSchema);
  const isCleaner = staff?.role === 'cleaner';
  const schedule = useAdminQuery(
    session === 'admin' && staff && !isCleaner ? '/api/admin/turnovers/schedule' : null,
    cleaningScheduleSchema,
  );
  const reloadSchedule = useInvalidate('/api/admin/turnovers/schedule');
  return (
    <Page
      title="Turnovers"
      maxWidth="md"
      breadcrumbs={[
        { label: 'Home', href: '/' },
        isCleaner ? { label: 'Admin' } : { label: 'Admin', href: '/admin/dashboard' },
        { label: 'Turnovers' },
      ]}
      subtitle="Each checkout in the next 90 days, and when the next guests arrive."
    >
      <AdminPageStatus
        session={session}
        staff={isCleaner ? undefined : staff}
        load={loaded}
        failure="Failed to load the turnovers."
      />
      {session === 'admin' && loaded.status === 'success' && (
        <Stack spacing={2}>
          {isCleaner && (
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography color="text.secondary">Signed in as {staff?.name}</Typography>
              <SignOutButton />
            </Stack>
          )}
          {schedule.status === 'success' && <CleanerSchedule schedule={schedule.data} onSaved={reloadSchedule} />}
          {loaded.data.turnovers.length === 0 ? (
            <Typography>No checkouts in the next 90 days.</Typography>
          ) : (
            <Stack component="ol" spacing={2} sx={{ p: 0, m: 0 }} aria-label="Turnovers">
              {loaded.data.turnovers.map((turnover) => (
                <TurnoverCard
                  key={`${turnover.departure.checkIn}-${turnover.departure.checkOut}-${turnover.departure.source}`}
                  turnover={turnover}
                />
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </Page>
  );
}
