import type { LoadCurves } from '@org/hvac-core/building-load';
import { render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { MonthlyPeakChart, PeakDayChart } from './LoadCharts';

/** A peak day on 21 July rising to 10 kW sensible + 2 kW latent at 15:00, and two design months. */
const CURVES: LoadCurves = {
  peakDay: {
    month: 7,
    sensibleW: Array.from({ length: 24 }, (_, h) => (h === 14 ? 10_000 : 4_000)),
    latentW: new Array<number>(24).fill(2_000),
  },
  monthlyPeaks: [
    { month: 7, totalW: 12_000, hour: 15 },
    { month: 8, totalW: 11_000, hour: 16 },
  ],
};

const renderChart = (chart: React.ReactNode) => render(<MantineProvider>{chart}</MantineProvider>);

/** The texts drawn in a chart's SVG (tick labels and axis titles). */
function svgTexts(testId: string): string[] {
  const svg = screen.getByTestId(testId);
  return Array.from(svg.querySelectorAll('text'), (node) => node.textContent ?? '');
}

describe('the building-load charts (issue 40 §5)', () => {
  it('name the day they show and title both axes', () => {
    renderChart(<PeakDayChart curves={CURVES} subject="Room 101" unitSystem="Imperial" />);
    const svg = screen.getByTestId('building-peak-day-chart');
    expect(
      within(svg).getByTitle(/^Peak day, 21 Jul, hour by hour: Room 101 \(Btu\/h\)$/),
    ).toBeInTheDocument();
    expect(svgTexts('building-peak-day-chart')).toEqual(
      expect.arrayContaining(['Cooling load (Btu/h)', 'Hour ending, 21 Jul (local standard time)']),
    );
  });

  it('tick the value axis at round numbers of the unit shown, not of W', () => {
    renderChart(<PeakDayChart curves={CURVES} subject="Room 101" unitSystem="Imperial" />);
    // 12 kW total is 40,945 Btu/h: ticks every 20,000 Btu/h, never at 34,121 (a round 10 kW).
    const ticks = svgTexts('building-peak-day-chart').filter((text) => /^[\d,]+$/.test(text));
    expect(ticks).toEqual(['0', '20,000', '40,000', '60,000']);
  });

  it('in Metric, the monthly peaks in W with round ticks and the design day named', () => {
    renderChart(<MonthlyPeakChart curves={CURVES} subject="Building" unitSystem="Metric" />);
    const texts = svgTexts('building-monthly-chart');
    expect(texts).toEqual(
      expect.arrayContaining(['Cooling load (W)', 'Design day (the 21st of each month)']),
    );
    const ticks = texts.filter((text) => /^[\d,]+$/.test(text));
    expect(ticks).toEqual(['0', '5,000', '10,000', '15,000']);
  });
});
