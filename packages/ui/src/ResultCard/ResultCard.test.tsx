import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../test-utils';
import { ResultCard } from './ResultCard';

describe('ResultCard', () => {
  it('shows each row with its value formatted and its unit', () => {
    renderWithMantine(
      <ResultCard
        title="Cooling load"
        rows={[
          { key: 'wallLoad', label: 'Walls', value: 1234.567, unit: 'Btu/h' },
          {
            key: 'sensibleHeatRatio',
            label: 'Sensible heat ratio',
            value: 0.8123,
            maximumFractionDigits: 2,
          },
          {
            key: 'totalLoad',
            label: 'Total',
            value: 23456.4,
            unit: 'Btu/h',
            emphasis: 'total',
            valueTestId: 'total-load',
            live: true,
          },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Cooling load' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Cooling load' })).toBeInTheDocument();
    expect(
      within(screen.getByTestId('result-row-wallLoad')).getByText('1,235 Btu/h'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByTestId('result-row-sensibleHeatRatio')).getByText('0.81'),
    ).toBeInTheDocument();
    const total = screen.getByTestId('total-load');
    expect(total).toHaveTextContent(/^23,456 Btu\/h$/);
    expect(total).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByTestId('result-row-totalLoad')).toHaveAttribute('data-emphasis', 'total');
    expect(screen.getByRole('rowheader', { name: 'Walls' })).toBeInTheDocument();
  });

  it('shows a dash for a value that does not apply, never NaN', () => {
    renderWithMantine(
      <ResultCard
        title="Results"
        rows={[
          { key: 'shr', label: 'Sensible heat ratio', value: null },
          { key: 'bad', label: 'Broken', value: Number.NaN, unit: 'W' },
        ]}
      />,
    );
    expect(within(screen.getByTestId('result-row-shr')).getByText('—')).toBeInTheDocument();
    expect(within(screen.getByTestId('result-row-bad')).getByText('—')).toBeInTheDocument();
    expect(screen.queryByText(/NaN/)).not.toBeInTheDocument();
  });

  it('shows warning badges beside a row', () => {
    renderWithMantine(
      <ResultCard
        title="Results"
        rows={[
          { key: 'windowLoad', label: 'Windows', value: 10, unit: 'W', warnings: ['Check SHGC'] },
        ]}
      />,
    );
    expect(
      within(screen.getByTestId('result-row-windowLoad')).getByText('Check SHGC'),
    ).toBeInTheDocument();
  });
});
