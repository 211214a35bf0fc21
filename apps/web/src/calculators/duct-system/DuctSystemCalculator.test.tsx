import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderCalculator } from '../../test/render-calculator';
import { ductSystemDefinition } from './definition';
import { DuctSystemCalculator } from './DuctSystemCalculator';

/** The editor without the workspace's project (no building-load files to read). */
const calculator = { ...ductSystemDefinition, Editor: DuctSystemCalculator };

// hvac-core's office example: fan total 1.725 in. wg, ESP 0.515 (see report.test.ts).
describe('DuctSystemCalculator', () => {
  it('shows the fan duty, the critical path and the diagram of the office example', () => {
    renderCalculator(calculator);
    const fan = screen.getByTestId('duct-system-fan');
    expect(within(fan).getByText('Fan total pressure').closest('tr')).toHaveTextContent(
      '1.725 in. wg',
    );
    expect(screen.getByTestId('duct-system-critical')).toHaveTextContent('D3: S1 → S3 → D3');
    expect(
      screen.getByRole('img', { name: /Duct system diagram, critical path highlighted/ }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('duct-system-size-S3')).toHaveTextContent('Ø 15.0 in');
  });

  it('adds a branch under a runout from its menu: the terminal moves to the new section', async () => {
    renderCalculator(calculator);
    await userEvent.click(screen.getByRole('button', { name: 'Edit the tree at D1 Runout D1' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Add a branch under D1' }));
    expect(screen.getByTestId('duct-system-row-S4')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Terminal airflow of S4 cfm' })).toHaveValue('500');
    expect(
      screen.queryByRole('textbox', { name: 'Terminal airflow of D1 Runout D1 cfm' }),
    ).not.toBeInTheDocument();
  });

  it('recomputes as a terminal airflow is typed, and converts everything to Metric', async () => {
    renderCalculator(calculator);
    const airflow = screen.getByRole('textbox', { name: 'Terminal airflow of D3 Runout D3 cfm' });
    await userEvent.clear(airflow);
    await userEvent.type(airflow, '800');
    expect(screen.getByTestId('duct-system-fan')).toHaveTextContent('2,300');
    await userEvent.click(screen.getByText('Metric'));
    expect(
      screen.getByRole('textbox', { name: 'Terminal airflow of D3 Runout D3 L/s' }),
    ).toHaveValue('377.56');
    expect(screen.getByTestId('duct-system-fan')).toHaveTextContent('Pa');
  });

  it('moves a section with its runouts under another section from its details', async () => {
    renderCalculator(calculator);
    await userEvent.click(
      screen.getByRole('button', { name: 'Details of section S3 West branch' }),
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Upstream section/ }), 'S2');
    const rows = screen.getAllByTestId(/^duct-system-row-/).map((row) => row.dataset['testid']);
    expect(rows.slice(0, 7)).toEqual([
      'duct-system-row-S1',
      'duct-system-row-S2',
      'duct-system-row-D1',
      'duct-system-row-D2',
      'duct-system-row-S3',
      'duct-system-row-D3',
      'duct-system-row-D4',
    ]);
    expect(screen.getByTestId('duct-system-critical')).toHaveTextContent('S1 → S2 → S3');
  });

  it('analyses the design as built on a fan curve: the operating point lies on the curve', async () => {
    renderCalculator(calculator);
    await userEvent.click(screen.getByRole('button', { name: 'Analyse this design as built' }));
    // At its own system total pressure the built design gets its design airflows back.
    expect(screen.getByTestId('duct-system-operating-point')).toHaveTextContent('2,000 cfm');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'The fan' }), 'curve');
    const points: [string, string][] = [
      ['0', '2.5'],
      ['2000', '2.0'],
      ['3000', '1.0'],
    ];
    await userEvent.click(screen.getByRole('button', { name: 'Add a point' }));
    // Pasted, one change per field: each edit recomputes the whole analysis.
    for (const [index, [airflow, pressure]] of points.entries()) {
      await userEvent.click(
        screen.getByRole('textbox', { name: `Point ${index + 1} airflow cfm` }),
      );
      await userEvent.paste(airflow);
      await userEvent.click(
        screen.getByRole('textbox', { name: `Point ${index + 1} total pressure in. wg` }),
      );
      await userEvent.paste(pressure);
    }
    // The system needs 1.569 in. wg at 2,000 cfm, below the curve's 2.0 there: the fan delivers
    // more, where R·Q² meets the curve between its last two points.
    const operating = screen.getByTestId('duct-system-operating-point');
    const airflow = Number(
      /([\d,]+) cfm/.exec(operating.textContent ?? '')?.[1]?.replace(/,/g, '') ?? NaN,
    );
    expect(airflow).toBeGreaterThan(2000);
    expect(airflow).toBeLessThan(3000);
  });
});
