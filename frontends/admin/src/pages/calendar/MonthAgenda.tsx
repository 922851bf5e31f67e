import {
  addMonths,
  HOST_CALENDAR_KIND_LABELS,
  hostCalendarEntryKindSchema,
  type HostCalendarEntry,
} from '@lakehouse/contracts';
import { Box, Stack } from '@lakehouse/web-kit/mui';
import { dayText } from '../../shared';
import { KIND_COLOURS, monthTitle } from './calendar-kinds';

/** The month's entries as a list with their dates: on a phone, where the days show only coloured bars. */
export function MonthAgenda({ month, entries }: { month: string; entries: HostCalendarEntry[] }) {
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

/** Each kind's colour and name. */
export function MonthLegend() {
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
