import { formatNumber } from '@org/ui/format';

/** One bar of the breakdown chart. */
export interface BreakdownItem {
  /** Stable key. */
  key: string;
  /** Category name drawn left of the bar. */
  label: string;
  /** Signed value; negative values are drawn leftwards from the zero axis. */
  value: number;
}

export const ROW_HEIGHT = 26;
export const BAR_HEIGHT = 16;
export const LABEL_WIDTH = 150;
const VALUE_SPACE = 78;
export const PADDING = 6;

/** Where one bar and its value label go, in the SVG's pixels. */
export interface BarPlacement {
  readonly item: BreakdownItem;
  /** Top of the bar's row. */
  readonly y: number;
  readonly barX: number;
  /** 0: no bar is drawn. */
  readonly barWidth: number;
  readonly negative: boolean;
  readonly valueX: number;
  /** The value as the label shows it, rounded to whole units. */
  readonly valueText: string;
}

/** The whole chart's layout at one width. */
export interface BreakdownLayout {
  readonly width: number;
  readonly height: number;
  readonly zeroX: number;
  /** Some bar is negative: the chart keeps room for it left of the axis and a legend for it. */
  readonly hasNegative: boolean;
  readonly bars: readonly BarPlacement[];
  /** What the chart says, read out as its accessible name. */
  readonly summary: string;
}

/**
 * The chart's layout: one bar per item from a zero axis, gains rightwards and credits leftwards,
 * each labelled with its value. The chart draws it; the public page's early answer (before the app
 * runs) moves the prerendered bars with it, so both place the engine's numbers alike.
 */
export function breakdownLayout(
  items: readonly BreakdownItem[],
  width: number,
  title: string,
  unit: string,
): BreakdownLayout {
  const maxPositive = Math.max(0, ...items.map((item) => item.value));
  const maxNegative = Math.max(0, ...items.map((item) => -item.value));
  const plotStart = LABEL_WIDTH + (maxNegative > 0 ? VALUE_SPACE : PADDING);
  // Room right of the axis for value labels: wide for positive bars, enough for a "0" otherwise.
  const plotEnd = Math.max(plotStart + 40, width - (maxPositive > 0 ? VALUE_SPACE : 24));
  const span = maxPositive + maxNegative;
  const scale = span > 0 ? (plotEnd - plotStart) / span : 0;
  const zeroX = plotStart + maxNegative * scale;
  const valueText = (value: number) => formatNumber(value, { maximumFractionDigits: 0 });
  const bars = items.map((item, index) => {
    const barWidth = Math.abs(item.value) * scale;
    const negative = item.value < 0;
    const barX = negative ? zeroX - barWidth : zeroX;
    const valueX = negative ? barX - 6 : zeroX + barWidth + 6;
    const y = PADDING + index * ROW_HEIGHT;
    return { item, y, barX, barWidth, negative, valueX, valueText: valueText(item.value) };
  });
  return {
    width,
    height: items.length * ROW_HEIGHT + 2 * PADDING,
    zeroX,
    hasNegative: maxNegative > 0,
    bars,
    summary: `${title}, ${unit}: ${items.map((item) => `${item.label} ${valueText(item.value)}`).join('; ')}.`,
  };
}
