import { ResponsiveBar } from '@nivo/bar';
import { tokenValues } from '../tokens/values.js';

export interface NivoBarProps {
  rows: Record<string, string | number>[];
  keys: string[];
  labels: Record<string, string>;
  colors: string[];
  formatValue: (value: number) => string;
  formatAxisValue: (value: number) => string;
  animate: boolean;
}

const t = tokenValues;

/** The nivo drawing of BarChart, in its own module so nivo loads only with a chart. */
export default function NivoBar({
  rows,
  keys,
  labels,
  colors,
  formatValue,
  formatAxisValue,
  animate,
}: NivoBarProps) {
  const axisLabels = new Map(rows.map((row) => [row.group, row.axisLabel ?? row.group]));
  return (
    <ResponsiveBar
      data={rows}
      keys={keys}
      indexBy="group"
      groupMode="grouped"
      margin={{ top: 8, right: 8, bottom: 32, left: 56 }}
      padding={0.25}
      innerPadding={2}
      colors={colors}
      borderRadius={2}
      enableLabel={false}
      enableGridY
      axisLeft={{
        tickSize: 0,
        tickPadding: 8,
        tickValues: 5,
        format: (v) => formatAxisValue(Number(v)),
      }}
      axisBottom={{ tickSize: 0, tickPadding: 8, format: (v) => String(axisLabels.get(v) ?? v) }}
      animate={animate}
      role="presentation"
      isFocusable={false}
      tooltipLabel={(d) => `${labels[String(d.id)] ?? d.id} – ${d.indexValue}`}
      valueFormat={(v) => formatValue(Number(v))}
      theme={{
        text: { fontFamily: t.font.family.body, fontSize: 12, fill: t.color.text.muted },
        axis: { ticks: { text: { fill: t.color.text.muted } } },
        grid: { line: { stroke: t.color.border.default, strokeWidth: 1 } },
        tooltip: {
          container: {
            background: t.color.surface.inverse,
            color: t.color.text.inverse,
            fontFamily: t.font.family.body,
            fontSize: 13,
            borderRadius: 4,
          },
        },
      }}
    />
  );
}
