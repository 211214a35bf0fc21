import {
  calculateBuildingLoad,
  convertBuildingLoadInput,
  defaultBuildingLoadInput,
  type BuildingLoadInput,
  type BuildingSystem,
} from '@org/hvac-core/building-load';
import { describe, expect, it } from 'vitest';
import { reportOfDraft, reportReads } from '../../test/report-reading';
import type { ReportBody } from '../../report/types';
import { supplyAirflowBasis, supplyAirflowStatement } from './airflow-basis';
import { buildingLoadDefinition } from './definition';
import { coilTable } from './result-tables';

/** The default west office and a copy facing east, each its own zone on AHU-1. */
function westAndEast(
  system: Partial<BuildingSystem>,
  unitSystem: 'Imperial' | 'Metric' = 'Imperial',
): BuildingLoadInput {
  const input = defaultBuildingLoadInput('Imperial');
  const west = input.rooms[0];
  const ahu = input.systems[0];
  if (west === undefined || ahu === undefined) throw new Error('default room and system');
  const building: BuildingLoadInput = {
    ...input,
    rooms: [
      west,
      {
        ...west,
        id: 'r2',
        name: 'East office',
        zoneId: 'z2',
        surfaces: west.surfaces.map((s) =>
          s.orientation === 'W' ? { ...s, orientation: 'E' } : s,
        ),
        windows: west.windows.map((w) => ({ ...w, orientation: 'E' })),
      },
    ],
    zones: [
      { id: 'z1', name: 'West', systemId: 'a1' },
      { id: 'z2', name: 'East', systemId: 'a1' },
    ],
    systems: [{ ...ahu, ...system }],
  };
  return unitSystem === 'Imperial' ? building : convertBuildingLoadInput(building, 'Metric');
}

const summary = 'Air system sizing summary: AHU-1';
const reportOf = (input: BuildingLoadInput): ReportBody =>
  reportOfDraft(buildingLoadDefinition, input);

describe('a system’s supply airflow basis in words (issue 40 §5)', () => {
  it('says a constant-volume system’s supply air is the sum of its zone peaks, and a VAV one’s is its block airflow at its hour', () => {
    const cv = calculateBuildingLoad(westAndEast({ airflowControl: 'constantVolume' }));
    const vav = calculateBuildingLoad(westAndEast({}));
    const [cvSystem] = cv.systems;
    const [vavSystem] = vav.systems;
    if (!cvSystem || !vavSystem) throw new Error('AHU-1');
    expect(supplyAirflowBasis(cvSystem)).toBe('sum of zone peaks (constant volume)');
    expect(supplyAirflowBasis(vavSystem)).toBe('block airflow at Jul 16:00 (VAV)');
    expect(supplyAirflowStatement(cvSystem, 'Imperial')).toMatch(
      /^Supply air \d{3} cfm, sum of zone peaks \(constant volume\)$/,
    );
    expect(supplyAirflowBasis({ ...cvSystem, fanHeatW: 100 })).toBe(
      'sum of zone peaks plus fan heat (constant volume)',
    );
  });

  it.each(['Imperial', 'Metric'] as const)(
    'prints the type, the basis and the reheat in the %s sizing summary',
    (unitSystem) => {
      const air = unitSystem === 'Imperial' ? 'cfm' : 'L/s';
      const cv = reportOf(
        westAndEast({ airflowControl: 'constantVolume', vavMinimumFraction: 0.3 }, unitSystem),
      );
      const vav = reportOf(westAndEast({ vavMinimumFraction: 0.3 }, unitSystem));
      const read = (report: ReportBody, label: string) => reportReads(report, summary, label);
      expect(read(cv, 'System type')).toBe(
        '2 zones (West, East), constant volume, draw-through (after the coil) fan',
      );
      expect(read(vav, 'System type')).toBe(
        '2 zones (West, East), VAV, minimum 30 % of design, draw-through (after the coil) fan',
      );
      expect(read(cv, 'Supply airflow basis')).toBe('sum of zone peaks (constant volume)');
      expect(read(vav, 'Supply airflow basis')).toBe('block airflow at Jul 16:00 (VAV)');
      const number = (text: string) => Number(text.split(' ')[0]?.replace(/,/g, ''));
      const sumOfPeaks = read(vav, 'Sum of zone peak airflows (what constant volume would need)');
      expect(sumOfPeaks.endsWith(air)).toBe(true);
      // The CV supply is that sum; the VAV block airflow is less (the zones peak at 09:00 and 17:00).
      expect(number(read(cv, 'Supply airflow'))).toBe(number(sumOfPeaks));
      expect(number(read(vav, 'Supply airflow'))).toBeLessThan(number(sumOfPeaks));
      expect(
        number(
          read(cv, 'Zone reheat at the coil peak (constant volume: air cooled, then reheated)'),
        ),
      ).toBeGreaterThan(0);
      expect(() =>
        read(vav, 'Zone reheat at the coil peak (constant volume: air cooled, then reheated)'),
      ).toThrow();
    },
  );

  it('adds a reheat column to the coil table only when a system is constant volume, and the basis on the page', () => {
    const headers = (input: BuildingLoadInput) =>
      coilTable(calculateBuildingLoad(input)).columns.map((c) => c.header);
    expect(headers(westAndEast({}))).not.toContain('Zone reheat, CV (Btu/h)');
    expect(headers(westAndEast({ airflowControl: 'constantVolume' }))).toContain(
      'Zone reheat, CV (Btu/h)',
    );
    const table = coilTable(calculateBuildingLoad(westAndEast({})));
    const basis = table.columns.find((c) => c.header === 'Supply air basis');
    expect(basis?.pageOnly).toBe(true);
    expect(table.rows.map((row) => basis?.cell(row))).toEqual(['block airflow at Jul 16:00 (VAV)']);
  });
});
