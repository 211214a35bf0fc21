import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { niceTicks } from '../../charts/nice-ticks';
import { SystemCurveChart } from './SystemCurveChart';

const systemCurve = [0, 50, 100, 150].map((q) => ({ flowRate: q, head: 0.002 * q * q }));

describe('SystemCurveChart', () => {
  it('is an image named and described in words, with its points in a table', () => {
    renderWithMantine(
      <SystemCurveChart
        systemCurve={systemCurve}
        designPoint={{ flowRate: 100, head: 20 }}
        pumpCurve={[
          { flowRate: 0, head: 40 },
          { flowRate: 150, head: 20 },
        ]}
        pumpCurvePoints={[
          { flowRate: 0, head: 40 },
          { flowRate: 150, head: 20 },
        ]}
        operatingPoint={{ flowRate: 110, head: 24.2 }}
        flowUnit="gpm"
        headUnit="ft of water"
      />,
    );
    const chart = screen.getByRole('img', { name: /System curve chart/ });
    expect(chart).toHaveAccessibleName(/design point, 100 gpm at 20 ft of water/);
    expect(chart).toHaveAccessibleName(/Operating point 110 gpm at 24\.2 ft of water/);
    const table = screen.getByRole('table', { name: 'Points of the system curve chart' });
    expect(within(table).getByRole('rowheader', { name: 'Design point' })).toBeInTheDocument();
    expect(within(table).getAllByRole('rowheader', { name: /Pump curve/ })).toHaveLength(2);
    // Axis titles carry the units (and so do the table's column headers).
    expect(screen.getAllByText('Flow, gpm')).toHaveLength(2);
    expect(screen.getAllByText('Head, ft of water')).toHaveLength(2);
  });
});

describe('niceTicks', () => {
  it.each([
    [0, 150, [0, 50, 100, 150]],
    [0, 45, [0, 10, 20, 30, 40, 50]],
    [0, 6.3, [0, 2, 4, 6, 8]],
    [-12, 30, [-20, -10, 0, 10, 20, 30]],
  ])('covers %d to %d with round steps', (min, max, ticks) => {
    expect(niceTicks(min, max)).toEqual(ticks);
  });
});
