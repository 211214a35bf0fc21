/**
 * The narrowest a chart is drawn, in CSS pixels: below it, tick labels and values crowd and overlap,
 * so on a phone the chart keeps this width and scrolls sideways inside its own box (the page does
 * not widen).
 */
export const MIN_CHART_WIDTH_PX = 480;
