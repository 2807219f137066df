export { BarChart, BAR_COLORS } from './BarChart.js';
export type { BarChartDatum, BarChartProps, BarChartSeries } from './BarChart.js';
