import {
  HOST_CALENDAR_KIND_LABELS,
  OWNER_BLOCK_KIND_LABELS,
  addDays,
  addMonths,
  apiErrorSchema,
  dateInPropertyZone,
  MONTH_NAMES,
  hostCalendarEntryKindSchema,
  hostCalendarMonthSchema,
  ownerBlockInputSchema,
  ownerBlockKindSchema,
  ownerBlockSchema,
  type HostCalendarEntry,
  type HostCalendarEntryKind,
  type OwnerBlock,
  type OwnerBlockKind,
} from '@lakehouse/contracts';
import { Page, apiRequest, toast, useDocumentTitle } from '@lakehouse/web-kit';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Grid,
  Stack,
  Typography,
} from '@lakehouse/web-kit/mui';
import TextField from '@mui/material/TextField';
import { useCallback, useState, type FormEvent } from 'react';
import { dayText, messageOf } from '../shared';
import { useAdminQuery, useInvalidate } from '../use-admin-query';
import { AdminPageStatus } from '../AdminPageStatus';
import { useAdminStaff } from '../use-admin-session';
import { WorkerStatusNotice } from '../WorkerStatusNotice';
import { CalendarExportLink } from './calendar/CalendarExportLink';
import { CalendarFeedsCard } from './calendar/CalendarFeedsCard';

const BREADCRUMBS = [{ label: 'Home', href: '/' }, { label: 'Admin', href: '/admin/dashboard' }, { label: 'Calendar' }];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Each kind's colour, always beside its words (the legend and every entry say the kind). */
const KIND_COLOURS: Record<HostCalendarEntryKind, { border: string; background: string }> = {
  booking: { border: '#1b5e20', background: '#e8f5e9' },
  hold: { border: '#e65100', background: '#fff3e0' },
  inquiry: { border: '#0d47a1', background: '#e3f2fd' },
  feed_block: { border: '#424242', background: '#eeeeee' },
  owner_block: { border: '#4a148c', background: '#f3e5f5' },
};

const monthTitle = (month: string) => `${MONTH_NAMES[Number(month.slice(5)) - 1]} ${month.slice(0, 4)}`;

/** The month's days in weeks (Sunday first), null for the blanks before the 1st and after the last day. */
function weeksOf(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const next = addMonths(first, 1);
  const cells: (string | null)[] = Array.from({ length: new Date(`${first}T12:00:00Z`).getUTCDay() }, () => null);
  for (let day = first; day < next; day = addDays(day, 1)) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

function EntryTag({ entry }: { entry: HostCalendarEntry }) {
  const colours = KIND_COLOURS[entry.kind];
  return (
    <Box
      data-kind={entry.kind}
      sx={{
        borderLeft: 4,
        borderColor: colours.border,
        bgcolor: colours.background,
        px: 0.5,
        mt: 0.5,
        fontSize: '0.75rem',
        lineHeight: 1.4,
        // On a phone a day is too narrow for words: a coloured bar there, the words in the list below the month.
        minHeight: 8,
      }}
    >
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        <strong>{HOST_CALENDAR_KIND_LABELS[entry.kind]}</strong>
        {entry.label ? `: ${entry.label}` : ''}
      </Box>
    </Box>
  );
}

/** The month's entries as a list with their dates: on a phone, where the days show only coloured bars. */
function MonthAgenda({ month, entries }: { month: string; entries: HostCalendarEntry[] }) {
  const first = `${month}-01`;
  const inMonth = entries
    .filter((entry) => entry.startsOn < addMonths(first, 1) && entry.endsOn > first)
    .toSorted((a, b) => a.startsOn.localeCompare(b.startsOn));
  return (
    <Box
      component="ul"
      aria-label={`What is on in ${monthTitle(month)}`}
      data-testid="calendar-agenda"
      sx={{ display: { xs: 'grid', sm: 'none' }, gap: 1, listStyle: 'none', p: 0, mt: 2 }}
    >
      {inMonth.length === 0 && <li>Nothing booked or blocked this month.</li>}
      {inMonth.map((entry) => (
        <Box
          component="li"
          key={`${entry.kind}-${entry.id}`}
          data-kind={entry.kind}
          sx={{
            borderLeft: 4,
            borderColor: KIND_COLOURS[entry.kind].border,
            bgcolor: KIND_COLOURS[entry.kind].background,
            px: 1,
            py: 0.5,
          }}
        >
          <strong>{HOST_CALENDAR_KIND_LABELS[entry.kind]}</strong>
          {entry.label ? `: ${entry.label}` : ''}
          <br />
          {dayText(entry.startsOn)} to {dayText(entry.endsOn)}
        </Box>
      ))}
    </Box>
  );
}

function Legend() {
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', mb: 2 }}
      component="ul"
      aria-label="Legend"
      data-testid="calendar-legend"
    >
      {hostCalendarEntryKindSchema.options.map((kind) => (
        <Box
          component="li"
          key={kind}
          sx={{
            listStyle: 'none',
            borderLeft: 4,
            borderColor: KIND_COLOURS[kind].border,
            bgcolor: KIND_COLOURS[kind].background,
            px: 1,
          }}
        >
          {HOST_CALENDAR_KIND_LABELS[kind]}
        </Box>
      ))}
    </Stack>
  );
}

/** The month as a table: each night lists what takes it (a stay's checkout day is free, so it is not listed there). */
function MonthGrid({ month, entries }: { month: string; entries: HostCalendarEntry[] }) {
  return (
    <Box
      component="table"
      data-testid="calendar-month"
      sx={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }}
    >
      <caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 600, paddingBottom: 8 }}>
        {monthTitle(month)}
      </caption>
      <thead>
        <tr>
          {WEEKDAYS.map((day) => (
            <Box component="th" scope="col" key={day} sx={{ textAlign: 'left', p: 0.5, fontSize: '0.875rem' }}>
              {day}
            </Box>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeksOf(month).map((week, index) => (
          <tr key={index}>
            {week.map((day, column) =>
              day ? (
                <Box
                  component="td"
                  key={day}
                  data-date={day}
                  sx={{ verticalAlign: 'top', border: 1, borderColor: 'divider', p: 0.5, height: 96 }}
                >
                  <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
                    {Number(day.slice(8))}
                  </Typography>
                  {entries
                    .filter((entry) => entry.startsOn <= day && day < entry.endsOn)
                    .map((entry) => (
                      <EntryTag key={`${entry.kind}-${entry.id}`} entry={entry} />
                    ))}
                </Box>
              ) : (
                <Box
                  component="td"
                  key={`blank-${column}`}
                  sx={{ border: 1, borderColor: 'divider', bgcolor: 'action.hover' }}
                />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

type BlockForm = { kind: OwnerBlockKind; startsOn: string; endsOn: string; note: string };
type FieldErrors = Partial<Record<keyof BlockForm, string>>;
const EMPTY_FORM: BlockForm = { kind: 'owner_stay', startsOn: '', endsOn: '', note: '' };

/** A refused add's message and the fields the server named. */
function addFailure(error: unknown): { message: string; fields: FieldErrors } {
  const match = error instanceof Error ? /^\d{3}: ([\s\S]*)$/.exec(error.message) : null;
  const fields: FieldErrors = {};
  try {
    const parsed = apiErrorSchema.safeParse(match ? JSON.parse(match[1]!) : undefined);
    for (const issue of parsed.success ? (parsed.data.issues ?? []) : [])
      fields[issue.field as keyof BlockForm] ??= issue.message;
  } catch {
    // Not JSON: the message below says what there is.
  }
  return { message: messageOf(error, 'Failed to add the block. Please try again.'), fields };
}

function AddBlockForm({ onAdded }: { onAdded: () => void }) {
  const [form, setForm] = useState<BlockForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof BlockForm, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setRefusal(null);
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const checked = ownerBlockInputSchema.safeParse(form);
    if (!checked.success) {
      const problems: FieldErrors = {};
      for (const issue of checked.error.issues) problems[issue.path[0] as keyof BlockForm] ??= issue.message;
      setErrors(problems);
      return;
    }
    setBusy(true);
    try {
      await apiRequest('POST', '/api/admin/owner-blocks', checked.data);
      toast({ title: 'Block added', description: 'Guests now see those nights as unavailable.' });
      setForm(EMPTY_FORM);
      onAdded();
    } catch (error) {
      const failure = addFailure(error);
      setErrors(failure.fields);
      setRefusal(failure.message);
    } finally {
      setBusy(false);
    }
  };

  const helper = (field: keyof BlockForm) => ({ formHelperText: { role: errors[field] ? 'alert' : undefined } });
  return (
    <Box component="form" noValidate onSubmit={(event) => void add(event)} aria-label="Add a block">
      <Stack spacing={2}>
        {refusal && (
          <Alert severity="error" role="alert" data-testid="block-refused">
            {refusal}
          </Alert>
        )}
        <TextField
          select
          name="kind"
          label="Reason"
          value={form.kind}
          onChange={(event) => set('kind', event.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          fullWidth
        >
          {ownerBlockKindSchema.options.map((kind) => (
            <option key={kind} value={kind}>
              {OWNER_BLOCK_KIND_LABELS[kind]}
            </option>
          ))}
        </TextField>
        <TextField
          type="date"
          name="startsOn"
          label="First night"
          value={form.startsOn}
          onChange={(event) => set('startsOn', event.target.value)}
          error={Boolean(errors.startsOn)}
          helperText={errors.startsOn}
          slotProps={{ inputLabel: { shrink: true }, ...helper('startsOn') }}
          fullWidth
        />
        <TextField
          type="date"
          name="endsOn"
          label="Free again on"
          value={form.endsOn}
          onChange={(event) => set('endsOn', event.target.value)}
          error={Boolean(errors.endsOn)}
          helperText={errors.endsOn ?? 'The day guests may check in again, like a checkout day'}
          slotProps={{ inputLabel: { shrink: true }, ...helper('endsOn') }}
          fullWidth
        />
        <TextField
          name="note"
          label="Note (only you see it)"
          value={form.note}
          onChange={(event) => set('note', event.target.value)}
          error={Boolean(errors.note)}
          helperText={errors.note}
          slotProps={helper('note')}
          fullWidth
        />
        <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
          {busy ? 'Adding...' : 'Add block'}
        </Button>
      </Stack>
    </Box>
  );
}

function OwnerBlockList({ blocks, onRemoved }: { blocks: OwnerBlock[]; onRemoved: () => void }) {
  const remove = async (block: OwnerBlock) => {
    try {
      await apiRequest('DELETE', `/api/admin/owner-blocks/${block.id}`);
      toast({ title: 'Block removed', description: 'Those nights are open to guests again.' });
    } catch (error) {
      toast({
        title: 'Remove Failed',
        description: messageOf(error, 'Failed to remove the block. Please try again.'),
        variant: 'destructive',
      });
    }
    onRemoved();
  };
  if (blocks.length === 0) return <Typography color="text.secondary">No block yet.</Typography>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 0 }}>
      {blocks.map((block) => {
        const what = `${OWNER_BLOCK_KIND_LABELS[block.kind]}, ${dayText(block.startsOn)} to ${dayText(block.endsOn)}`;
        return (
          <Stack
            component="li"
            key={block.id}
            direction="row"
            spacing={1}
            sx={{ listStyle: 'none', alignItems: 'center', justifyContent: 'space-between', py: 0.5 }}
          >
            <Typography variant="body2">
              {what}
              {block.note ? ` (${block.note})` : ''}
            </Typography>
            <Button color="error" size="small" onClick={() => void remove(block)} aria-label={`Remove ${what}`}>
              Remove
            </Button>
          </Stack>
        );
      })}
    </Box>
  );
}

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
  const reloadBlocks = useInvalidate('/api/admin/owner-blocks');
  const reload = useCallback(() => {
    reloadCalendar();
    reloadBlocks();
  }, [reloadCalendar, reloadBlocks]);
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
            <Legend />
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
                <AddBlockForm onAdded={reload} />
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
                {blocks.status === 'success' && <OwnerBlockList blocks={blocks.data} onRemoved={reload} />}
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
