import { type AdminOverviewMonth, MONTH_NAMES, formatDollars } from '@lakehouse/contracts';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { percentText } from './overview-text';

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/**
 * The year's occupancy (bars, left axis) and revenue (line, right axis) by month. Loaded on its own (React.lazy in
 * the overview page), so only the overview downloads the charts library. The drawing is hidden from screen readers
 * (the library marks it so); the table beside it holds the same figures.
 */
export function OccupancyRevenueChart({ months }: { months: AdminOverviewMonth[] }) {
  return (
    <ChartsDataProvider
      height={320}
      xAxis={[{ id: 'month', scaleType: 'band', data: months.map((_, index) => MONTH_NAMES[index]!.slice(0, 3)) }]}
      yAxis={[
        { id: 'occupancy', min: 0, max: 1, position: 'left', valueFormatter: percentText, width: 72 },
        {
          id: 'revenue',
          min: 0,
          position: 'right',
          valueFormatter: (value: number) => wholeDollars.format(value),
          width: 88,
        },
      ]}
      series={[
        {
          type: 'bar',
          id: 'occupancy',
          label: 'Occupancy',
          yAxisId: 'occupancy',
          data: months.map((month) => month.occupancy),
          valueFormatter: (value) => (value === null ? null : percentText(value)),
        },
        {
          type: 'line',
          id: 'revenue',
          label: 'Revenue',
          yAxisId: 'revenue',
          // Straight between months: a smoothed curve would dip below zero or overshoot between them.
          curve: 'linear',
          data: months.map((month) => month.revenue),
          valueFormatter: (value) => (value === null ? null : formatDollars(value)),
        },
      ]}
    >
      <ChartsWrapper>
        <ChartsLegend />
        <ChartsSurface>
          <ChartsGrid horizontal />
          <BarPlot />
          <LinePlot />
          <MarkPlot />
          <ChartsAxisHighlight x="band" />
          <ChartsXAxis axisId="month" />
          <ChartsYAxis axisId="occupancy" label="Occupancy" />
          <ChartsYAxis axisId="revenue" label="Revenue" />
        </ChartsSurface>
        <ChartsTooltip />
      </ChartsWrapper>
    </ChartsDataProvider>
  );
}
