import { screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { starterLayers } from './ConstructionLayers';
import { ConstructionCtsField, WindowGlazingField, withoutGlazing } from './LibraryFields';

const noop = (): void => undefined;

function renderConstruction(
  construction: ComponentProps<typeof ConstructionCtsField>['construction'],
  unitSystem: 'Imperial' | 'Metric',
) {
  renderWithMantine(
    <ConstructionCtsField
      index={0}
      construction={construction}
      unitSystem={unitSystem}
      errors={{}}
      onChange={noop}
    />,
  );
}

describe('library fields', () => {
  it('shows the chosen wall’s U-factor in the unit system and its 24 conduction time factors', () => {
    renderConstruction(
      {
        id: 'c1',
        name: 'Wall',
        uFactor: 0.08,
        absorptance: 'dark',
        ctsId: 'wall-1',
      },
      'Metric',
    );
    expect(
      screen.getByDisplayValue('Wall 1: Spandrel glass, R-1.8 insulation board, gyp. board'),
    ).toHaveAttribute('id', 'bl-constructions-0-ctsId');
    expect(screen.getByTestId('construction-cts')).toHaveTextContent('Table U-factor 0.43 W/m²·K.');
    expect(screen.getByTestId('construction-cts-table')).toHaveTextContent(
      /h 0–1118\.057\.119\.84\.00\.80\.2/,
    );
  });

  it('says a construction without a series conducts without time lag', () => {
    renderConstruction({ id: 'c1', name: 'Wall', uFactor: 0.08, absorptance: 'dark' }, 'Imperial');
    expect(screen.getByText(/no time lag/)).toBeInTheDocument();
  });

  it('computes the U-factor and CTS of a construction given by its layers (table 16, wall 22)', () => {
    renderConstruction(
      {
        id: 'c1',
        name: 'Wall',
        uFactor: 0.381,
        absorptance: 'dark',
        ...starterLayers('Metric'),
      },
      'Metric',
    );
    expect(screen.getAllByTestId('construction-layer')).toHaveLength(7);
    // Table 16, wall 22: U 0.381 W/m²·K (total R 2.62).
    expect(screen.getByTestId('construction-cts')).toHaveTextContent(
      /U-factor from the layers 0\.38\d W\/m²·K \(total R 2\.6\d m²·K\/W\)/,
    );
    // The starter's films are blank: under a roof they follow the heat flow (issue 40 §1).
    expect(screen.getByTestId('construction-cts')).toHaveTextContent(
      /as a wall in cooling; as a roof, its blank inside film follows the heat flow \(0\.16 m²·K\/W with heat flowing down in cooling, 0\.11 m²·K\/W up in heating\)/,
    );
    expect(screen.getByLabelText(/Layer 1 material/)).toHaveValue('M01 100 mm brick');
  });

  it('shows a glazing type’s SHGC curve, and removes the key when none is chosen', () => {
    const window = {
      id: 'w1',
      orientation: 'W' as const,
      width: 1,
      height: 1,
      count: 1,
      uFactor: 2.8,
      shgc: 0.7,
      iac: 1,
      shadeRadiantFraction: 0.5,
      overhangProjection: 0,
      overhangGap: 0,
      finProjection: 0,
      finGap: 0,
      glazingId: '5a',
    };
    renderWithMantine(
      <WindowGlazingField
        path={['rooms', 0, 'windows', 0, 'glazingId']}
        label="Glazing type"
        window={window}
        errors={{}}
        onChange={noop}
      />,
    );
    expect(
      screen.getByText(/0° 0.76, 40° 0.74, 50° 0.71, 60° 0.64, 70° 0.5, 80° 0.26/),
    ).toBeInTheDocument();
    expect('glazingId' in withoutGlazing(window)).toBe(false);
  });
});
