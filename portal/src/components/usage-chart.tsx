import type { PortalHome } from '../api';
import { bytesText } from '../format';

const WIDTH = 320;
const HEIGHT = 120;
const LABELS = 16;

/**
 * Data used per day as an inline SVG bar chart: no chart library (the staff console's nivo would be
 * most of the portal's budget). The figures are in the chart's title and each bar's tooltip, and in
 * a hidden table for screen readers.
 */
export function UsageChart({ usage }: { usage: PortalHome['usage'] }) {
  const most = Math.max(1, ...usage.map((d) => d.bytes));
  const slot = WIDTH / Math.max(1, usage.length);
  const total = usage.reduce((sum, d) => sum + d.bytes, 0);
  const top = HEIGHT - LABELS;
  return (
    <figure style={{ margin: 0 }}>
      <svg
        className="chart"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`Data used per day, ${bytesText(total)} in ${usage.length} days`}
      >
        <line x1={0} x2={WIDTH} y1={top + 0.5} y2={top + 0.5} stroke="#999" />
        {usage.map((d, i) => {
          const height = d.bytes === 0 ? 0 : Math.max(2, (d.bytes / most) * (top - 4));
          return (
            <g key={d.day}>
              <rect x={i * slot + 2} y={top - height} width={slot - 4} height={height} rx={2}>
                <title>{`${d.day}: ${bytesText(d.bytes)}`}</title>
              </rect>
              {i % 2 === usage.length % 2 ? null : (
                <text x={i * slot + slot / 2} y={HEIGHT - 3} textAnchor="middle">
                  {d.day.slice(8)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className="muted">
        {bytesText(total)} in the last {usage.length} days{total > 0 ? `; most in a day ${bytesText(most)}` : ''}.
      </figcaption>
    </figure>
  );
}
