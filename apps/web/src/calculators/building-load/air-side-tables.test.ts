import {
  calculateBuildingLoad,
  defaultBuildingLoadInput,
  type BuildingLoadInput,
} from '@org/hvac-core/building-load';
import { fromSi } from '@org/hvac-core/units';
import { describe, expect, it } from 'vitest';
import { reportOfDraft } from '../../test/report-reading';
import {
  coilProcessTable,
  processStateTable,
  reheatTable,
  ventilationSystemTable,
  ventilationZoneTable,
} from './air-side-tables';
import { buildingLoadDefinition } from './definition';

/** The default office and a conference room on one system, its outdoor air by Appendix A. */
function office(): BuildingLoadInput {
  const input = defaultBuildingLoadInput('Imperial');
  const room = input.rooms[0];
  const system = input.systems[0];
  if (room === undefined || system === undefined) throw new Error('no default room or system');
  return {
    ...input,
    rooms: [room, { ...room, id: 'r2', name: 'Conference', zoneId: 'z2', people: 12 }],
    zones: [
      { id: 'z1', name: 'Office', systemId: 'a1', occupancyCategory: 'officeSpace' },
      { id: 'z2', name: 'Conference', systemId: 'a1', occupancyCategory: 'conferenceMeeting' },
    ],
    systems: [
      {
        ...system,
        outdoorAirMethod: 'appendixA',
        vavMinimumFraction: 0.3,
        fanHeatMethod: 'fanPower',
        fanPressure: 2.5,
        fanEfficiency: 62,
      },
    ],
  };
}

const cells = <Row>(table: {
  rows: readonly Row[];
  columns: readonly { header: string; cell: (row: Row) => string }[];
}) =>
  table.rows.map((row) => Object.fromEntries(table.columns.map((c) => [c.header, c.cell(row)])));

describe('the air-side tables', () => {
  const result = calculateBuildingLoad(office());
  const system = result.systems[0];

  it('names the critical zone and prints the coil outdoor air that Appendix A gives, in cfm', () => {
    const [row] = cells(ventilationSystemTable(result));
    expect(row?.['Critical zone']).toMatch(/^Conference \(at (VAV minimum|design)\)$/);
    expect(row?.['Coil outdoor air from']).toBe('ASHRAE 62.1 multiple-zone, Appendix A');
    const vot = fromSi(
      system?.ventilation?.appendixA.outdoorAirIntakeM3s ?? NaN,
      'airflow',
      'Imperial',
    );
    expect(row?.['Vot Appendix A (cfm)']).toBe(
      vot.toLocaleString('en-US', { maximumFractionDigits: 0 }),
    );
    const zones = cells(ventilationZoneTable(result));
    expect(zones.map((z) => z['Zone'])).toEqual(['Office', 'Conference (critical)']);
  });

  it('prints six states per system with the coil leaving below the supply by the fan rise', () => {
    const states = cells(processStateTable(result));
    expect(states.map((s) => s['State'])).toEqual([
      'Outdoor',
      'Return (room)',
      'Mixed',
      'Coil entering',
      'Coil leaving',
      'Supply',
    ]);
    expect(states[5]?.['Dry bulb (°F)']).toBe('55');
    const [coil] = cells(coilProcessTable(result));
    expect(Number(coil?.['Bypass factor'])).toBeGreaterThan(0);
    expect(Number(coil?.['Bypass factor'])).toBeLessThan(1);
    expect(cells(reheatTable(result)).map((r) => r['Zone'])).toEqual(['Office', 'Conference']);
  });

  it('adds the 62.1 and coil-process tables to the report', () => {
    const report = reportOfDraft(buildingLoadDefinition, office());
    const titles = report.tables?.map((t) => t.title) ?? [];
    expect(titles).toEqual(
      expect.arrayContaining([
        'Outdoor air intake, ASHRAE 62.1-2022 multiple-zone',
        'Outdoor air by zone, ASHRAE 62.1-2022',
        'Coil, fan and reheat at each coil peak',
        'Air states at each coil peak',
        'Zone reheat at each coil peak, each box at its minimum airflow (constant volume: its design airflow)',
      ]),
    );
  });
});
