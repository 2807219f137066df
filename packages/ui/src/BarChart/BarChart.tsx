import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { Button } from '../Button/index.js';
import { useMediaQuery } from '../Carousel/useMediaQuery.js';
import { visuallyHidden } from '../styles/utilities.css.js';
import { media, tokenValues } from '../tokens/values.js';
import * as styles from './BarChart.css.js';

// nivo is loaded only when a chart renders, so it stays out of every other import.
const NivoBar = /* @__PURE__ */ lazy(() => import('./NivoBar.js'));

export interface BarChartSeries {
  /** Key of the value in each datum, e.g. "billPay". */
  id: string;
  /** Shown in the legend and the table, e.g. "Bill Pay". */
  label: string;
}

export interface BarChartDatum {
  /** The group's label in the table (and on the axis unless `axisLabel`), e.g. "Jun 2026". */
  label: string;
  /** A shorter label for the axis, so six groups fit a phone's width, e.g. "Jun". */
  axisLabel?: string;
  /** One value per series id. */
  values: Record<string, number>;
}

export interface BarChartProps {
  /** The chart's heading, e.g. "Last 6 Month Stats". */
  title: string;
  headingLevel?: 2 | 3 | 4;
  series: BarChartSeries[];
  data: BarChartDatum[];
  /** Formats values in the table, tooltips and axis. */
  formatValue?: (value: number) => string;
  /** A shorter format for the value axis (its labels have 56 px), e.g. "$5,000"; `formatValue` by default. */
  formatAxisValue?: (value: number) => string;
  /** The first column's header in the table, e.g. "Month". */
  groupLabel?: string;
  /** Height of the chart area in px. */
  height?: number;
  /** Show the data table on screen at first (it is always there for screen readers). */
  defaultShowTable?: boolean;
  showTableLabel?: string;
  hideTableLabel?: string;
  id?: string;
  'data-testid'?: string;
}

/** Bar colours in series order: the brand's blue and red, then the semantic colours. */
export const BAR_COLORS = [
  tokenValues.color.brand.secondary,
  tokenValues.color.brand.primary,
  tokenValues.color.positive.default,
  tokenValues.color.caution.default,
];

const defaultFormat = (value: number) => value.toLocaleString('en-US');

/**
 * Grouped bars (nivo) with a title, a legend and a data table with the same numbers: visually
 * hidden until the user shows it, always read by screen readers instead of the drawing.
 */
export function BarChart({
  title,
  headingLevel = 3,
  series,
  data,
  formatValue = defaultFormat,
  formatAxisValue,
  groupLabel = 'Month',
  height = 280,
  defaultShowTable = false,
  showTableLabel = 'Show data table',
  hideTableLabel = 'Hide data table',
  id,
  ...rest
}: BarChartProps) {
  const [showTable, setShowTable] = useState(defaultShowTable);
  const reducedMotion = useMediaQuery(media.reducedMotion);
  const titleId = useId();
  const tableId = useId();
  const Heading = `h${headingLevel}` as const;

  const rows = useMemo(
    () =>
      data.map((d) => {
        const row: Record<string, string | number> = { group: d.label };
        if (d.axisLabel) row.axisLabel = d.axisLabel;
        for (const s of series) row[s.id] = d.values[s.id] ?? 0;
        return row;
      }),
    [data, series],
  );

  return (
    <figure
      id={id}
      data-testid={rest['data-testid']}
      className={styles.root}
      aria-labelledby={titleId}
      style={{ margin: 0 }}
    >
      <div className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        <Button
          size="small"
          variant="text"
          aria-controls={tableId}
          aria-expanded={showTable}
          onPress={() => setShowTable((s) => !s)}
        >
          {showTable ? hideTableLabel : showTableLabel}
        </Button>
      </div>
      <ul className={styles.legend} aria-hidden="true">
        {series.map((s, i) => (
          <li key={s.id} className={styles.legendItem}>
            <span
              className={styles.swatch}
              style={{ backgroundColor: BAR_COLORS[i % BAR_COLORS.length] }}
            />
            {s.label}
          </li>
        ))}
      </ul>
      {/* The drawing repeats the table's numbers, so screen readers skip it. */}
      <div className={styles.chart} style={{ height }} aria-hidden="true">
        <Suspense fallback={null}>
          <NivoBar
            rows={rows}
            keys={series.map((s) => s.id)}
            labels={Object.fromEntries(series.map((s) => [s.id, s.label]))}
            colors={BAR_COLORS}
            formatValue={formatValue}
            formatAxisValue={formatAxisValue ?? formatValue}
            animate={!reducedMotion}
          />
        </Suspense>
      </div>
      {/* Hidden through a wrapper: a table ignores width and overflow, so hiding the table itself
          left its full width in the page (a 320 px page scrolled sideways). */}
      <div id={tableId} className={showTable ? styles.tableBox : visuallyHidden}>
        <table className={styles.table}>
          <caption className={visuallyHidden}>{title}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.th}>
                {groupLabel}
              </th>
              {series.map((s) => (
                <th key={s.id} scope="col" className={`${styles.th} ${styles.numeric}`}>
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.map((d) => (
              <tr key={d.label}>
                <th scope="row" className={styles.rowHeader}>
                  {d.label}
                </th>
                {series.map((s) => (
                  <td key={s.id} className={styles.td}>
                    {formatValue(d.values[s.id] ?? 0)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
