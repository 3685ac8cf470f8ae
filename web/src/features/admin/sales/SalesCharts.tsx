import { ResponsiveLine } from '@nivo/line';
import { ResponsivePie } from '@nivo/pie';
import { useMemo } from 'react';
import { formatINR } from '../../../lib/format';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { SalesMessages } from './messages';
import { dayLabel, STATUS_SLICES, type SalesDayPoint, type StatusCount } from './sales-view';
import styles from './SalesCharts.module.css';

/**
 * The two nivo charts of the Sales tab. This module (and nivo with it) is loaded only when the tab
 * opens, so shoppers never download it. The charts are pictures for sighted users: the same figures
 * are in the tab's visually hidden tables, so the SVGs are hidden from screen readers.
 */

const compactINR = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** A design token's value (nivo paints SVG attributes, where CSS variables do not apply). */
function token(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}

function useChartTheme() {
  return useMemo(() => {
    const text = token('--color-text-muted');
    return {
      text: { fill: text, fontSize: 12 },
      axis: { ticks: { text: { fill: text, fontSize: 12 } } },
      grid: { line: { stroke: token('--chart-grid'), strokeWidth: 1 } },
    };
  }, []);
}

export function SalesLineChart({ days }: { days: readonly SalesDayPoint[] }) {
  const phone = useMediaQuery(PHONE_QUERY);
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const theme = useChartTheme();
  const data = useMemo(
    () => [{ id: SalesMessages.chartTitle, data: days.map((d) => ({ x: d.date, y: d.revenue })) }],
    [days],
  );
  // At most 4 (phone) or 8 (desktop) dates under the axis, the last day always among them.
  const ticks = useMemo(() => {
    const step = Math.max(1, Math.ceil(days.length / (phone ? 4 : 8)));
    return days.filter((_, i) => (days.length - 1 - i) % step === 0).map((d) => d.date);
  }, [days, phone]);
  return (
    <div className={styles.line} aria-hidden="true" data-testid="sales-line-chart">
      <ResponsiveLine
        data={data}
        theme={theme}
        colors={[token('--chart-line')]}
        margin={
          phone ? { top: 12, right: 16, bottom: 36, left: 56 } : { top: 16, right: 24, bottom: 40, left: 72 }
        }
        xScale={{ type: 'point' }}
        yScale={{ type: 'linear', min: 0, max: 'auto', nice: true }}
        curve="monotoneX"
        lineWidth={2}
        enableArea
        areaOpacity={0.08}
        enablePoints={days.length <= 31}
        pointSize={6}
        pointBorderWidth={0}
        enableGridX={false}
        gridYValues={5}
        axisBottom={{ tickValues: ticks, format: (v) => dayLabel(String(v)), tickSize: 0, tickPadding: 10 }}
        axisLeft={{ tickValues: 5, format: (v) => compactINR.format(Number(v)), tickSize: 0, tickPadding: 8 }}
        yFormat={(v) => formatINR(Number(v))}
        xFormat={(v) => dayLabel(String(v))}
        useMesh
        animate={!reduceMotion}
        role="presentation"
      />
    </div>
  );
}

export function StatusPie({ statuses }: { statuses: readonly StatusCount[] }) {
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const theme = useChartTheme();
  const data = useMemo(
    () =>
      STATUS_SLICES.map((s) => ({
        id: s.label,
        label: s.label,
        value: statuses.find((x) => x.status === s.status)?.count ?? 0,
        color: token(s.token),
      })).filter((s) => s.value > 0),
    [statuses],
  );
  return (
    <div className={styles.pie} aria-hidden="true" data-testid="sales-status-pie">
      <ResponsivePie
        data={data}
        theme={theme}
        colors={{ datum: 'data.color' }}
        margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
        innerRadius={0.55}
        padAngle={1}
        cornerRadius={3}
        enableArcLinkLabels={false}
        enableArcLabels={false}
        animate={!reduceMotion}
        role="presentation"
      />
    </div>
  );
}
