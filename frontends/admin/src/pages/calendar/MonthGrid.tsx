import { HOST_CALENDAR_KIND_LABELS, type HostCalendarEntry } from '@lakehouse/contracts';
import { Box, Typography } from '@lakehouse/web-kit/mui';
import { KIND_COLOURS, monthTitle, weeksOf } from './calendar-kinds';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

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

/** The month as a table: each night lists what takes it (a stay's checkout day is free, so it is not listed there). */
export function MonthGrid({ month, entries }: { month: string; entries: HostCalendarEntry[] }) {
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
