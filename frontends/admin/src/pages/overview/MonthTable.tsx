import { type AdminOverviewMonth, MONTH_NAMES, formatDollars } from '@lakehouse/contracts';
import { Box } from '@lakehouse/web-kit/mui';
import { percentText } from './overview-text';

type Figures = Omit<AdminOverviewMonth, 'month'>;

const cell = { p: 1, borderBottom: 1, borderColor: 'divider', textAlign: 'right' } as const;
const HEADINGS = ['Month', 'Booked nights', 'Occupancy', 'Blocked nights', 'Revenue'];

/** The year's figures added up: occupancy is the year's booked nights over its nights. */
function yearOf(months: AdminOverviewMonth[]): Figures {
  const sum = (figure: (month: AdminOverviewMonth) => number) =>
    months.reduce((total, month) => total + figure(month), 0);
  const nights = sum((month) => month.nights);
  const bookedNights = sum((month) => month.bookedNights);
  return {
    nights,
    bookedNights,
    blockedNights: sum((month) => month.blockedNights),
    occupancy: nights === 0 ? 0 : bookedNights / nights,
    revenue: sum((month) => month.revenue),
  };
}

function FiguresRow({ label, figures, total = false }: { label: string; figures: Figures; total?: boolean }) {
  const weight = total ? 600 : 400;
  const values = [
    String(figures.bookedNights),
    percentText(figures.occupancy),
    String(figures.blockedNights),
    formatDollars(figures.revenue),
  ];
  return (
    <tr>
      <Box component="th" scope="row" sx={{ ...cell, textAlign: 'left', fontWeight: weight }}>
        {label}
      </Box>
      {values.map((value, index) => (
        <Box component="td" key={HEADINGS[index + 1]} sx={{ ...cell, fontWeight: weight }}>
          {value}
        </Box>
      ))}
    </tr>
  );
}

/** The chart's numbers as a table (what a screen reader reads, and the exact figures), with the year's totals. */
export function MonthTable({ year, months }: { year: number; months: AdminOverviewMonth[] }) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box
        component="table"
        data-testid="overview-months"
        sx={{ width: '100%', borderCollapse: 'collapse', fontSize: '0.875rem' }}
      >
        <caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 600, paddingBottom: 8 }}>
          Direct bookings by month in {year}
        </caption>
        <thead>
          <tr>
            {HEADINGS.map((heading, index) => (
              <Box
                component="th"
                scope="col"
                key={heading}
                sx={{ ...cell, fontWeight: 600, textAlign: index === 0 ? 'left' : 'right' }}
              >
                {heading}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {months.map((month, index) => (
            <FiguresRow key={month.month} label={MONTH_NAMES[index]!} figures={month} />
          ))}
        </tbody>
        <tfoot>
          <FiguresRow label={`Year ${year}`} figures={yearOf(months)} total />
        </tfoot>
      </Box>
    </Box>
  );
}
