/**
 * The drawing of one chart (Recharts, loaded with this screen only). The table beside it carries the same
 * figures for screen readers and exact reading, so the drawing is hidden from assistive technology.
 * Charts size themselves to their box (`responsive`): full width, a fixed height, so neither the phone
 * nor the browser sees a zero-sized chart.
 */
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticPoint } from '../api/types';
import { chartHeight, plotValue, type Bucket, type ChartShape } from '../logic/charts';
import { shorten } from '../logic/labels';
import type { AnalyticsTexts } from './use-analytics-texts';

interface Datum {
  axis: string;
  full: string;
  value: number;
  point: AnalyticPoint;
}

const PRIMARY = 'var(--rk-primary)';
const AXIS_TEXT = { fontSize: 11, fill: '#475569' };
const GRID = '#e2e8f0';

/** The tooltip of a bar or point: its label, amount, units and orders. */
function PointTip({ active, payload, texts }: { active?: boolean; payload?: ReadonlyArray<{ payload?: unknown }>; texts: AnalyticsTexts }) {
  const { t } = useTranslation();
  const datum = payload?.[0]?.payload as Datum | undefined;
  if (!active || !datum) return null;
  return (
    <div className="rounded-lg bg-white px-3 py-2 text-xs shadow-md ring-1 ring-slate-200">
      <p className="font-semibold text-slate-900">{datum.full}</p>
      <p className="text-slate-700">
        {t('analytics.column.amount')}: {texts.money(datum.point.amount)}
      </p>
      <p className="text-slate-700">
        {t('analytics.column.units')}: {texts.number(datum.point.units)} · {t('analytics.column.orders')}: {texts.number(datum.point.orders)}
      </p>
    </div>
  );
}

/** An axis label on up to two lines (an age band such as "Under 25" under its column). */
function WrappedTick({ x, y, payload }: { x: number | string; y: number | string; payload: { value: unknown } }) {
  const words = String(payload.value).split(' ');
  const lines = words.length > 1 ? [words.slice(0, Math.ceil(words.length / 2)).join(' '), words.slice(Math.ceil(words.length / 2)).join(' ')] : words;
  return (
    <text x={x} y={y} textAnchor="middle" {...AXIS_TEXT}>
      {lines.map((line, i) => (
        <tspan key={i} x={x} dy={i === 0 ? 12 : 13}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

export function AnalyticChartView({ shape, bucket, points, texts }: { shape: ChartShape; bucket: Bucket; points: readonly AnalyticPoint[]; texts: AnalyticsTexts }) {
  const data: Datum[] = points.map((point) => ({
    axis: shape === 'bars' ? shorten(texts.axisLabel(bucket, point.label)) : texts.axisLabel(bucket, point.label),
    full: texts.label(bucket, point.label),
    value: plotValue(point.amount),
    point,
  }));
  const height = chartHeight(shape, points.length);
  const style = { width: '100%', height };
  const tip = <Tooltip content={(props) => <PointTip active={props.active} payload={props.payload} texts={texts} />} cursor={{ fill: 'rgba(148, 163, 184, 0.15)' }} />;
  const amountTick = (v: number) => texts.compact(v);

  return (
    <div aria-hidden="true" className="min-w-0 select-none" data-testid="analytic-chart" data-shape={shape}>
      {shape === 'time' && (
        <LineChart responsive accessibilityLayer={false} style={style} data={data} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={GRID} vertical={false} />
          <XAxis dataKey="axis" tick={AXIS_TEXT} tickLine={false} minTickGap={16} />
          <YAxis tick={AXIS_TEXT} tickLine={false} axisLine={false} width={48} tickFormatter={amountTick} />
          {tip}
          <Line type="monotone" dataKey="value" stroke={PRIMARY} strokeWidth={2} dot={points.length <= 14 ? { r: 3, fill: PRIMARY } : false} activeDot={{ r: 5 }} />
        </LineChart>
      )}
      {shape === 'bars' && (
        <BarChart responsive accessibilityLayer={false} layout="vertical" style={style} data={data} margin={{ top: 4, right: 12, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={GRID} horizontal={false} />
          <XAxis type="number" tick={AXIS_TEXT} tickLine={false} tickFormatter={amountTick} />
          <YAxis type="category" dataKey="axis" tick={AXIS_TEXT} tickLine={false} width={104} interval={0} />
          {tip}
          <Bar dataKey="value" fill={PRIMARY} radius={[0, 4, 4, 0]} maxBarSize={24} />
        </BarChart>
      )}
      {shape === 'columns' && (
        <BarChart responsive accessibilityLayer={false} style={style} data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={GRID} vertical={false} />
          <XAxis dataKey="axis" tick={WrappedTick} tickLine={false} interval={0} height={40} />
          <YAxis tick={AXIS_TEXT} tickLine={false} axisLine={false} width={48} tickFormatter={amountTick} />
          {tip}
          <Bar dataKey="value" fill={PRIMARY} radius={[4, 4, 0, 0]} maxBarSize={40} />
        </BarChart>
      )}
    </div>
  );
}
