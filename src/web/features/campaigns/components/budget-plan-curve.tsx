import { useId } from 'react';
import type { Channel } from '../../../../shared/analytics-rules';
import type { BudgetPlanChannel, CurvePoint } from '../../../../shared/budget-plan-rules';
import { formatMoneyTick } from '../../../components/charts';
import { ValueAxis } from '../../../components/charts/chart-axes';
import { ChartFrame } from '../../../components/charts/chart-frame';
import { ChartTooltipBox } from '../../../components/charts/chart-tooltip';
import {
  type Box,
  type LinearScale,
  linearScale,
  type Size,
  tickCountFor,
} from '../../../components/charts/scale';
import {
  CHART_CLASSES,
  LABEL_ROW,
  PLOT_MARGIN,
  TITLE_ROW,
  VALUE_AXIS_WIDTH,
} from '../../../components/charts/theme';
import { displayCurrency } from '../../../lib/display-currency';
import { formatMoney } from '../../../lib/format';
import { channelColor, formatMoneyRange } from './budget-plan-figures';

/**
 * A channel's response curve: expected daily revenue against daily spend with its 80 % band, on the house chart
 * frame (tooltips on hover and on the arrow keys). The days the curve was fitted on are shaded; beyond them the
 * line is dashed, since there it is extrapolated. Markers show the spend under the current split, the plan's and
 * the what-if's, at the daily budget of the answer shown.
 */

export interface CurveMarkers {
  current: number;
  recommended: number;
  /** The what-if split's spend, when one is set. */
  whatIf: number | null;
}

interface CurveGeometry {
  plot: Box;
  x: LinearScale;
  y: LinearScale;
}

function layoutCurve(curve: readonly CurvePoint[], markers: CurveMarkers, size: Size): CurveGeometry {
  const left = PLOT_MARGIN.left + VALUE_AXIS_WIDTH;
  const width = Math.max(1, size.width - left - PLOT_MARGIN.right);
  const height = Math.max(1, size.height - PLOT_MARGIN.top - LABEL_ROW - TITLE_ROW);
  const bottom = PLOT_MARGIN.top + height;
  const spends = [...curve.map((point) => point.spend), markers.current, markers.recommended];
  return {
    plot: { left, top: PLOT_MARGIN.top, width, height },
    x: linearScale(spends, [left, left + width], { count: tickCountFor(width, 56), isInteger: true }),
    y: linearScale(
      curve.map((point) => point.high),
      [bottom, PLOT_MARGIN.top],
      { count: tickCountFor(height, 36), isInteger: true },
    ),
  };
}

/** Expected revenue at a spend, read off the curve between its points (flat past its last point). */
export function revenueOnCurve(curve: readonly CurvePoint[], spend: number): number {
  const after = curve.findIndex((point) => point.spend >= spend);
  if (after === -1) return curve.at(-1)?.revenue ?? 0;
  const b = curve[after] as CurvePoint;
  const a = curve[after - 1];
  if (!a || b.spend === a.spend) return b.revenue;
  return a.revenue + ((spend - a.spend) / (b.spend - a.spend)) * (b.revenue - a.revenue);
}

/** The point nearest a horizontal position. */
function nearestIndex(curve: readonly CurvePoint[], x: LinearScale, position: number): number {
  let best = 0;
  curve.forEach((point, index) => {
    if (Math.abs(x(point.spend) - position) < Math.abs(x((curve[best] as CurvePoint).spend) - position)) {
      best = index;
    }
  });
  return best;
}

function Marker({
  kind,
  cx,
  cy,
  color,
}: {
  kind: 'current' | 'recommended' | 'whatIf';
  cx: number;
  cy: number;
  color: string;
}) {
  if (kind === 'whatIf') {
    return (
      <rect
        x={cx - 5}
        y={cy - 5}
        width={10}
        height={10}
        transform={`rotate(45 ${cx} ${cy})`}
        strokeWidth={2}
        className="fill-slate-900 stroke-white dark:fill-white dark:stroke-slate-900"
      />
    );
  }
  return kind === 'current' ? (
    <circle
      cx={cx}
      cy={cy}
      r={5}
      stroke={color}
      strokeWidth={2.5}
      className="fill-white dark:fill-slate-900"
    />
  ) : (
    <circle
      cx={cx}
      cy={cy}
      r={5.5}
      fill={color}
      strokeWidth={2}
      className="stroke-white dark:stroke-slate-900"
    />
  );
}

/** The horizontal span of the spend observed, in pixels (at least 2 wide, so a flat history still shows). */
interface ObservedSpan {
  left: number;
  width: number;
}

/** The shaded days the curve was fitted on, and the two axes. */
function CurveAxes({ geometry, observed }: { geometry: CurveGeometry; observed: ObservedSpan }) {
  const { plot, x, y } = geometry;
  return (
    <>
      <rect
        x={observed.left}
        y={plot.top}
        width={observed.width}
        height={plot.height}
        className="fill-slate-100 dark:fill-slate-800/70"
      />
      <ValueAxis
        scale={y}
        plot={plot}
        side="left"
        format={formatMoneyTick}
        title={`Revenue a day (${displayCurrency()})`}
      />
      <ValueAxis
        scale={x}
        plot={plot}
        side="bottom"
        format={formatMoneyTick}
        title={`Spend a day (${displayCurrency()})`}
      />
    </>
  );
}

/** The 80 % band and the expected-revenue line: solid over the observed spend, dashed beyond it. */
function CurveLines({
  curve,
  geometry,
  observed,
  color,
  clipId,
}: {
  curve: readonly CurvePoint[];
  geometry: CurveGeometry;
  observed: ObservedSpan;
  color: string;
  clipId: string;
}) {
  const { plot, x, y } = geometry;
  const line = curve.map((point) => `${x(point.spend)},${y(point.revenue)}`).join(' ');
  const band = [
    ...curve.map((point) => `${x(point.spend)},${y(point.high)}`),
    ...[...curve].reverse().map((point) => `${x(point.spend)},${y(point.low)}`),
  ].join(' ');
  return (
    <>
      <clipPath id={clipId}>
        <rect x={observed.left} y={plot.top} width={observed.width} height={plot.height} />
      </clipPath>
      <polygon points={band} fill={color} fillOpacity={0.16} />
      {/* Dashed everywhere, solid where the history was: beyond it the curve is extrapolated. */}
      <polyline
        points={line}
        fill="none"
        stroke={color}
        strokeWidth={2}
        strokeDasharray="4 4"
        strokeLinecap="round"
      />
      <polyline
        points={line}
        fill="none"
        stroke={color}
        strokeWidth={2.5}
        strokeLinejoin="round"
        clipPath={`url(#${clipId})`}
      />
    </>
  );
}

/** The current, recommended and what-if spends, each on the curve. */
function CurveMarks({
  curve,
  markers,
  geometry,
  color,
}: {
  curve: readonly CurvePoint[];
  markers: CurveMarkers;
  geometry: CurveGeometry;
  color: string;
}) {
  const { x, y } = geometry;
  const marks: [keyof CurveMarkers, number | null][] = [
    ['current', markers.current],
    ['recommended', markers.recommended],
    ['whatIf', markers.whatIf],
  ];
  return (
    <>
      {marks.map(([kind, spend]) =>
        spend === null ? null : (
          <Marker key={kind} kind={kind} cx={x(spend)} cy={y(revenueOnCurve(curve, spend))} color={color} />
        ),
      )}
    </>
  );
}

function CurvePlot({
  channel,
  markers,
  geometry,
  active,
  clipId,
}: {
  channel: BudgetPlanChannel;
  markers: CurveMarkers;
  geometry: CurveGeometry;
  active: number | null;
  clipId: string;
}) {
  const { plot, x, y } = geometry;
  const color = channelColor(channel.channel as Channel);
  const curve = channel.curve;
  const observed: ObservedSpan = {
    left: x(channel.observedSpend.min),
    width: Math.max(2, x(channel.observedSpend.max) - x(channel.observedSpend.min)),
  };
  const activePoint = active === null ? undefined : curve[active];
  return (
    <>
      <CurveAxes geometry={geometry} observed={observed} />
      <CurveLines curve={curve} geometry={geometry} observed={observed} color={color} clipId={clipId} />
      {activePoint ? (
        <line
          x1={x(activePoint.spend)}
          x2={x(activePoint.spend)}
          y1={plot.top}
          y2={plot.top + plot.height}
          className={CHART_CLASSES.cursorLine}
        />
      ) : null}
      <CurveMarks curve={curve} markers={markers} geometry={geometry} color={color} />
      {activePoint ? (
        <circle
          cx={x(activePoint.spend)}
          cy={y(activePoint.revenue)}
          r={3.5}
          fill={color}
          strokeWidth={1.5}
          className="stroke-white dark:stroke-slate-900"
        />
      ) : null}
    </>
  );
}

/** The response curve of one fitted channel, as a named chart whose points the arrow keys step through. */
export function ResponseCurveChart({
  channel,
  markers,
}: {
  channel: BudgetPlanChannel;
  markers: CurveMarkers;
}) {
  const clipId = `${useId()}-observed`;
  const curve = channel.curve;
  return (
    <ChartFrame<CurveGeometry>
      label={`${channel.channel}: expected daily revenue against daily spend`}
      count={curve.length}
      layout={(size) => layoutCurve(curve, markers, size)}
      indexAt={(geometry, point) =>
        point.x >= geometry.plot.left - 8 &&
        point.x <= geometry.plot.left + geometry.plot.width + 8 &&
        point.y >= geometry.plot.top &&
        point.y <= geometry.plot.top + geometry.plot.height
          ? nearestIndex(curve, geometry.x, point.x)
          : null
      }
      anchorOf={(geometry, index) => {
        const point = curve[index] as CurvePoint;
        return { x: geometry.x(point.spend), y: geometry.y(point.high), reach: 4 };
      }}
      tooltip={(index) => {
        const point = curve[index] as CurvePoint;
        return (
          <ChartTooltipBox
            title={`${formatMoney(point.spend)} a day`}
            lines={[
              ['Expected revenue', formatMoney(point.revenue)],
              ['80 % range', formatMoneyRange(point)],
            ]}
          />
        );
      }}
    >
      {(geometry, active) => (
        <CurvePlot channel={channel} markers={markers} geometry={geometry} active={active} clipId={clipId} />
      )}
    </ChartFrame>
  );
}

/** The key to every curve on the page (a picture key: the figures reach screen readers as tables). */
export function CurveLegend({ showWhatIf }: { showWhatIf: boolean }) {
  const item = 'inline-flex items-center gap-1.5';
  return (
    <ul
      aria-hidden="true"
      className="flex flex-wrap gap-x-4 gap-y-1.5 text-xs text-slate-600 dark:text-slate-300"
    >
      <li className={item}>
        <span className="h-0.5 w-4 rounded-full bg-slate-600 dark:bg-slate-300" />
        Expected revenue
      </li>
      <li className={item}>
        <span className="h-2.5 w-4 rounded-xs bg-slate-400/30" />
        80 % band
      </li>
      <li className={item}>
        <span className="h-2.5 w-4 rounded-xs bg-slate-100 ring-1 ring-slate-200 ring-inset dark:bg-slate-800 dark:ring-slate-700" />
        Spend observed
      </li>
      <li className={item}>
        <span className="w-4 border-t-2 border-dashed border-slate-500" />
        Extrapolated
      </li>
      <li className={item}>
        <span className="size-2.5 rounded-full border-2 border-slate-600 bg-white dark:border-slate-300 dark:bg-slate-900" />
        Current split
      </li>
      <li className={item}>
        <span className="size-2.5 rounded-full bg-slate-600 dark:bg-slate-300" />
        Recommended
      </li>
      {showWhatIf ? (
        <li className={item}>
          <span className="size-2 rotate-45 bg-slate-900 dark:bg-white" />
          Your what-if
        </li>
      ) : null}
    </ul>
  );
}
