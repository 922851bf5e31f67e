import type { IsoDate } from '@lakehouse/contracts';
import { calendarWindow, DIRECT_SOURCE, houseClockStamp, SAMPLE_FEED_SOURCE } from '@lakehouse/contracts';
import { useToday } from '@lakehouse/web-kit';
import { Alert, AlertTitle, Box, Button, Chip, Typography } from '@lakehouse/web-kit/mui';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { PickerDay, type PickerDayProps } from '@mui/x-date-pickers/PickerDay';
import dayjs, { type Dayjs } from 'dayjs';
import { createContext, useContext, useDeferredValue, useMemo, useState } from 'react';
import { useAvailability } from '../api';
import { dayState, isDayDisabled, type DateSelection, type DayState } from '../logic/dates';

const iso = (day: Dayjs): IsoDate => day.format('YYYY-MM-DD');

interface DayInfo {
  selection: DateSelection;
  today: IsoDate;
  blockedTypes: ReadonlyMap<IsoDate, string>;
  unavailable: ReadonlySet<IsoDate>;
}
const DayContext = createContext<DayInfo | null>(null);

const stateLabel: Record<DayState, string> = {
  'selected-checkin': 'check-in',
  'selected-checkout': 'check-out',
  'selected-range': 'in your stay',
  past: 'past, unavailable',
  blocked: 'unavailable',
  booked: 'booked, unavailable',
  available: 'available',
};

/**
 * Each day state's look, by the days' data-state: one style for the grid, where a style per day made emotion build
 * 42 of them on every render of the month (hydration included).
 */
const DAY_STATES_SX = {
  '& [data-state="past"]': { color: 'text.secondary', textDecoration: 'line-through' },
  '& [data-state="selected-range"]': { bgcolor: 'primary.light', color: 'primary.contrastText', borderRadius: 0 },
  '& [data-state="blocked"], & [data-state="booked"]': {
    textDecoration: 'line-through',
    backgroundImage: 'repeating-linear-gradient(45deg, rgba(0,0,0,0.12) 0 2px, transparent 2px 6px)',
  },
  '& [data-state="booked"]': { fontStyle: 'italic' },
} as const;

/**
 * A calendar day marked by state: a label for screen readers and a pattern, not colour alone. Days the guest
 * cannot choose are aria-disabled but stay focusable and clickable, so a click reaches the rules in
 * logic/dates.ts and shows the spec's message instead of doing nothing.
 */
function AvailabilityDay(props: PickerDayProps) {
  const info = useContext(DayContext)!;
  const date = iso(props.day);
  const state = props.outsideCurrentMonth ? 'available' : dayState(date, info.selection, info.today, info.blockedTypes);
  const selected = state === 'selected-checkin' || state === 'selected-checkout';
  const refused = !props.outsideCurrentMonth && isDayDisabled(date, info.selection, info.today, info.unavailable);
  return (
    <PickerDay
      {...props}
      selected={selected}
      data-state={state}
      data-date={date}
      aria-disabled={refused || undefined}
      aria-label={`${props.day.format('MMMM D, YYYY')}, ${stateLabel[state]}`}
    />
  );
}

export interface AvailabilityCalendarProps {
  selection: DateSelection;
  /** The badge of who books (a role, or 'Inquiry'); none on /book before the guest chose. */
  roleLabel?: string;
  /** Kept the same between renders while nothing it reads changes (the grid renders again when it changes). */
  onSelect: (date: IsoDate, unavailable: ReadonlySet<IsoDate>) => void;
  onReset: () => void;
}

/** The availability calendar and date selector (spec sections 2, 4, 5 and 7). */
export function AvailabilityCalendar({ selection, roleLabel, onSelect, onReset }: AvailabilityCalendarProps) {
  // The property's today, as the server rendered it: a guest whose own date is already tomorrow (a time zone east
  // of the house, a clock that is off) sees the same month and past days, and hydration matches the server's HTML.
  const today = useToday();
  // The grid's tab stop starts on the check-in or today (not the 1st of the month, which may be a past day).
  const [reference] = useState(() => dayjs(selection.checkIn ?? today).startOf('day'));
  const [month, setMonth] = useState(() => reference.startOf('month'));
  const availability = useAvailability(calendarWindow(iso(month)));
  const data = availability.status === 'success' ? availability.data : null;
  // The grid follows the answer in a background render, in slices: an answer arriving is a store change, which
  // React otherwise renders at once, 42 styled days in one long task.
  const gridData = useDeferredValue(data);
  const gridLoading = useDeferredValue(availability.status === 'pending');
  const blockedTypes = useMemo(
    () => new Map((gridData?.blockedDates ?? []).map((entry) => [entry.date, entry.type] as const)),
    [gridData],
  );
  const unavailable = useMemo(() => new Set(blockedTypes.keys()), [blockedTypes]);
  const info = useMemo(
    () => ({ selection, today, blockedTypes, unavailable }),
    [selection, today, blockedTypes, unavailable],
  );

  // One element while its inputs stay the same: React then skips the grid when only the text around it changes.
  const grid = useMemo(
    () => (
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <DayContext.Provider value={info}>
          <DateCalendar
            value={null}
            referenceDate={reference}
            onMonthChange={(next) => setMonth(next.startOf('month'))}
            onChange={(value) => {
              if (value) onSelect(iso(value), unavailable);
            }}
            // No shouldDisableDate: refused days are aria-disabled in AvailabilityDay, and a click on one goes
            // through selectDate, which answers with the spec's message (section 5).
            loading={gridLoading}
            slots={{ day: AvailabilityDay }}
            dayOfWeekFormatter={(day) => day.format('dd')}
            sx={DAY_STATES_SX}
          />
        </DayContext.Provider>
      </LocalizationProvider>
    ),
    [info, reference, unavailable, gridLoading, onSelect],
  );

  const prompt =
    selection.phase === 'checkin'
      ? 'Select your check-in date'
      : selection.phase === 'checkout'
        ? 'Select your check-out date'
        : 'Your dates are selected';

  return (
    <Box data-testid="availability-calendar">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography aria-live="polite" sx={{ fontWeight: 600 }} data-testid="selection-prompt">
          {prompt}
        </Typography>
        {roleLabel && <Chip size="small" color="primary" label={roleLabel} data-testid="role-badge" />}
        <Button size="small" onClick={onReset} disabled={selection.phase === 'checkin' && !selection.checkIn}>
          Reset Selection
        </Button>
      </Box>
      {availability.status === 'error' && (
        <Alert severity="error" sx={{ mb: 1 }}>
          <AlertTitle>Unable to load availability calendar</AlertTitle>
          Please try refreshing the page
        </Alert>
      )}
      {grid}
      <Box
        component="ul"
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0, fontSize: '0.85rem' }}
      >
        <li>Struck through: past, unavailable or booked</li>
        <li>Filled: your selection</li>
      </Box>
      {data && data.source !== DIRECT_SOURCE && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="availability-sync">
          Data synced from property management system
          {data.source === SAMPLE_FEED_SOURCE && ' (sample feed: example blocks, not real bookings)'} · Updated{' '}
          {houseClockStamp(data.lastUpdated)}
        </Typography>
      )}
    </Box>
  );
}
