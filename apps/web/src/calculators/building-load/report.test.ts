import {
  BuildingLoadInputSchema,
  calculateBuildingLoadInput,
  convertBuildingLoadInput,
  defaultBuildingLoadInput,
  type BuildingLoadInputDraft,
} from '@org/hvac-core/building-load';
import { describe, expect, it, test } from 'vitest';
import { reportOfDraft, reportReads } from '../../test/report-reading';
import type { ReportBody } from '../../report/types';
import { buildingLoadDefinition } from './definition';
import { buildingLoadReport } from './report';

/** The report of a draft, parsed and computed as the workspace does. */
const reportOf = (draft: BuildingLoadInputDraft): ReportBody =>
  reportOfDraft(buildingLoadDefinition, draft);

function tableRow(report: ReportBody, title: string, first: string): readonly string[] {
  const table = report.tables?.find((t) => t.title.startsWith(title));
  const found = table?.rows.find((r) => r[0] === first);
  if (!found) throw new Error(`No row ${first} in ${title}`);
  return found;
}

describe('buildingLoadReport', () => {
  it('prints the site with the source of each value, and the peak with its month and hour', () => {
    const metric = reportOf(defaultBuildingLoadInput('Metric'));
    expect(reportReads(metric, 'Site and design weather', 'Source: cooling design days')).toMatch(
      /USA_IL_Chicago-OHare/,
    );
    expect(reportReads(metric, 'Building', 'Peak at')).toMatch(/^Jul \d\d:00$/);
    expect(
      reportReads(metric, 'Building', 'Block peak cooling, room side (sensible + latent)'),
    ).toMatch(/ W$/);
    const room = tableRow(metric, 'Peak cooling loads', 'Room: Office 101');
    expect(room[5]).toMatch(/^Jul \d\d:00$/);
  });

  it('names the cooling design condition in words, in Imperial and Metric (issue 40 §3, §5)', () => {
    for (const unitSystem of ['Imperial', 'Metric'] as const) {
      const draft = defaultBuildingLoadInput(unitSystem);
      expect(
        reportReads(reportOf(draft), 'Site and design weather', 'Cooling design condition'),
      ).toBe(draft.site.designCondition?.description);
      const { designCondition: _none, ...typed } = draft.site;
      expect(
        reportReads(
          reportOf({ ...draft, site: typed }),
          'Site and design weather',
          'Cooling design condition',
        ),
      ).toMatch(/^Not named: the cooling design days were typed or changed by hand/);
    }
    expect(
      reportReads(
        reportOf(defaultBuildingLoadInput('Metric')),
        'Site and design weather',
        'Cooling design condition',
      ),
    ).toMatch(/^Example: Annual 0\.4 % cooling design dry bulb with its mean coincident wet bulb/);
  });

  it('prints no airflow per floor area for the building, which has no supply airflow of its own', () => {
    const imperial = reportOf(defaultBuildingLoadInput('Imperial'));
    const building = tableRow(imperial, 'Peak cooling loads', 'Building: Building');
    // Supply air (column 8) and airflow per area (column 10) are both "—", not 0 cfm/ft².
    expect([building[8], building[10]]).toEqual(['—', '—']);
    // The room's supply air at the example site's 201 m, where air is 0.9764 as dense as at sea level
    // (issue 40 §2): 1.09 cfm/ft² at sea level, 1.12 there (1.13 and 1.15 before issue 40 §1's
    // diffuse solar through the nonsolar RTS and default angular SHGC lowered the window's gain).
    expect(tableRow(imperial, 'Peak cooling loads', 'Room: Office 101')[10]).toBe('1.12');
  });

  it('names each construction’s conduction time series and each window’s glazing type, and says which method the notes apply', () => {
    const metric = defaultBuildingLoadInput('Metric');
    const plain = reportOf({
      ...metric,
      constructions: metric.constructions.map(({ ctsId: _library, ...c }) => c),
    });
    expect(tableRow(plain, 'Constructions', 'Exterior wall')[3]).toBe('none (no time lag)');
    expect(plain.notes?.join(' ')).toMatch(/taken without time lag/);
    const draft = defaultBuildingLoadInput('Metric');
    const withLibrary = reportOf({
      ...draft,
      constructions: draft.constructions.map((c) =>
        c.id === 'c1' ? { ...c, ctsId: 'wall-23' } : c,
      ),
      rooms: draft.rooms.map((r) => ({
        ...r,
        windows: r.windows.map((w) => ({ ...w, glazingId: '5a' })),
      })),
    });
    expect(tableRow(withLibrary, 'Constructions', 'Exterior wall')[3]).toBe(
      'Wall 23: Brick, sheathing, R-1.9 batt insulation, gyp. board; its series by hour below',
    );
    // The series hour by hour in a table of hours, not a run of 24 numbers in a sentence.
    expect([
      ...tableRow(withLibrary, 'Conduction time series (%), hours 0–11', 'Exterior wall'),
      ...tableRow(withLibrary, 'Conduction time series (%), hours 12–23', 'Exterior wall').slice(1),
    ]).toEqual(
      'Exterior wall 0.2 4.1 13.3 16.6 14.8 11.8 9.2 7.1 5.4 4.2 3.2 2.4 1.9 1.4 1.1 0.8 0.6 0.5 0.4 0.3 0.2 0.2 0.1 0.1'
        .replace('Exterior wall', 'Exterior_wall')
        .split(' ')
        .map((cell) => cell.replace('_', ' ')),
    );
    expect(
      withLibrary.tables
        ?.find((t) => t.title.startsWith('Conduction time series (%), hours 0–11'))
        ?.columns.map((c) => c.header),
    ).toEqual(['Construction', ...Array.from({ length: 12 }, (_, h) => String(h))]);
    expect(withLibrary.notes?.join(' ')).toMatch(/tables 16 and 17/);
    expect(withLibrary.notes?.join(' ')).toMatch(/ch\. 15, table 10, scaled/);
  });

  it('gives the same physical loads in both unit systems (Btu/h = W / 0.29307)', () => {
    const metricDraft = defaultBuildingLoadInput('Metric');
    const metric = BuildingLoadInputSchema.parse(metricDraft);
    const imperial = BuildingLoadInputSchema.parse(
      convertBuildingLoadInput(metricDraft, 'Imperial'),
    );
    const w = calculateBuildingLoadInput(metric).building.blockPeak?.totalW ?? 0;
    const imperialReport = buildingLoadReport(imperial, calculateBuildingLoadInput(imperial));
    const btuh = Number(
      reportReads(imperialReport, 'Building', 'Block peak cooling, room side (sensible + latent)')
        .replace(' Btu/h', '')
        .replace(/,/g, ''),
    );
    expect(btuh).toBeCloseTo(w / 0.29307107017222, -1);
    expect(imperialReport.tables?.find((t) => t.title === 'Rooms')?.columns[2]?.header).toBe(
      'Area (ft²)',
    );
  });
});

/** A printed load ("5,667") as a number. */
const printed = (cell: string | undefined): number => Number((cell ?? '').replace(/,/g, ''));

/** The cells of the printed table whose title starts so, by the column whose header matches. */
function column(report: ReportBody, title: string, header: RegExp) {
  const table = report.tables?.find((t) => t.title.startsWith(title));
  if (!table) throw new Error(`No table ${title}`);
  const index = table.columns.findIndex((c) => header.test(c.header));
  if (index < 0) throw new Error(`No column ${String(header)} in ${title}`);
  return { header: table.columns[index]?.header ?? '', cells: table.rows.map((r) => r[index]) };
}

describe('buildingLoadReport: the air system as it adds up (issue 40 §5)', () => {
  test.each(['Imperial', 'Metric'] as const)(
    'the Chicago office’s coil table reconciles as printed: block + outdoor air + fan heat = coil, sensible and total (%s)',
    (unitSystem) => {
      const report = reportOf(defaultBuildingLoadInput(unitSystem));
      const of = (header: RegExp) => column(report, 'Cooling coils', header);
      const blockSensible = of(/^Block sensible, room side/);
      const blockLatent = of(/^Block latent, room side/);
      const outdoorSensible = of(/^Outdoor air sensible/);
      const outdoorLatent = of(/^Outdoor air latent/);
      const fan = of(/^Fan heat/);
      const coilSensible = of(/^Coil sensible, coil side/);
      const coilTotal = of(/^Coil total, coil side/);
      const unit = unitSystem === 'Imperial' ? '(Btu/h)' : '(W)';
      for (const { header } of [blockSensible, outdoorSensible, fan, coilSensible, coilTotal]) {
        expect(header.endsWith(unit)).toBe(true);
      }
      expect(coilSensible.cells).toHaveLength(1);
      const sensibleSum =
        printed(blockSensible.cells[0]) + printed(outdoorSensible.cells[0]) + printed(fan.cells[0]);
      const totalSum =
        sensibleSum + printed(blockLatent.cells[0]) + printed(outdoorLatent.cells[0]);
      // Each cell is rounded to the whole Btu/h or W it prints: half a unit each at most.
      expect(Math.abs(sensibleSum - printed(coilSensible.cells[0]))).toBeLessThanOrEqual(2);
      expect(Math.abs(totalSum - printed(coilTotal.cells[0]))).toBeLessThanOrEqual(3);
      // The example office takes outdoor air, so the outdoor air columns are not empty.
      expect(printed(outdoorSensible.cells[0])).toBeGreaterThan(0);
      expect(printed(outdoorLatent.cells[0])).toBeGreaterThan(0);
    },
  );

  test.each(['Imperial', 'Metric'] as const)(
    'each system has a sizing summary whose coil is the coil table’s, with its states, airflows and check figures on a stated basis (%s)',
    (unitSystem) => {
      const report = reportOf(defaultBuildingLoadInput(unitSystem));
      const summary = 'Air system sizing summary: AHU-1';
      const q = unitSystem === 'Imperial' ? 'Btu/h' : 'W';
      const t = unitSystem === 'Imperial' ? '°F' : '°C';
      const value = (label: string) => reportReads(report, summary, label);
      expect(value('Coil total, coil side')).toBe(
        `${column(report, 'Cooling coils', /^Coil total/).cells[0] ?? ''} ${q}`,
      );
      expect(value('Cooling design condition')).toMatch(
        /^Jul design day \(the 21st\), coil peak at hour ending \d\d:00 local standard time$/,
      );
      for (const label of [
        'Outdoor dry bulb at the coil peak',
        'Outdoor wet bulb at the coil peak',
        'Indoor dry bulb, cooling',
        'Indoor dry bulb, heating',
        'Coil entering (mixed air): dry bulb',
        'Coil entering (mixed air): wet bulb',
        'Coil leaving: dry bulb',
        'Coil leaving: wet bulb',
      ]) {
        expect(value(label)).toMatch(new RegExp(`^-?[\\d.]+ ${t}$`));
      }
      expect(value('Indoor relative humidity, cooling')).toBe('50 %');
      expect(value('Indoor dry bulb, heating')).toBe(unitSystem === 'Imperial' ? '70 °F' : '21 °C');
      const air = (label: string) => printed(value(label).split(' ')[0]);
      expect(
        air('Supply airflow') -
          air('Outdoor airflow (sum of its rooms’ outdoor air)') -
          air('Return airflow (supply less outdoor)'),
      ).toBeCloseTo(0, 0);
      expect(
        printed(value('Heating, room side (its rooms)').split(' ')[0]) +
          printed(value('Heating, outdoor air').split(' ')[0]) -
          printed(value('Heating, system (rooms + outdoor air)').split(' ')[0]),
      ).toBeLessThanOrEqual(1);
      const perCapacity = unitSystem === 'Imperial' ? 'ft²/ton' : 'm²/kW';
      // Coil-based and room-based figures differ by the outdoor air: both printed, each named.
      const coilBased = value(
        'Floor area per cooling capacity, coil-based (coil total, supply air)',
      );
      const roomBased = value('Floor area per cooling capacity, room-based (rooms’ block peak)');
      expect(coilBased.endsWith(perCapacity)).toBe(true);
      expect(printed(coilBased.split(' ')[0])).toBeLessThan(printed(roomBased.split(' ')[0]));
    },
  );

  it('summarises a system without rooms with dashes, never a made-up coil', () => {
    const draft = defaultBuildingLoadInput('Imperial');
    const first = draft.systems[0];
    if (!first) throw new Error('The example building has AHU-1.');
    const report = reportOf({
      ...draft,
      systems: [...draft.systems, { ...first, id: 's2', name: 'AHU-2' }],
    });
    const value = (label: string) => reportReads(report, 'Air system sizing summary: AHU-2', label);
    expect(value('System type')).toBe(
      'no zones, VAV, minimum 100 % of design, draw-through (after the coil) fan',
    );
    expect(value('Cooling design condition')).toMatch(/^no coil/);
    expect(value('Supply airflow')).toBe('— cfm');
    expect(tableRow(report, 'Cooling coils', 'AHU-2').slice(1)).toEqual([
      '—',
      '—',
      '—',
      '—',
      '—',
      '0',
      '—',
      '—',
      '—',
      '—',
    ]);
  });

  it('says the basis of each row of the peak table and of the building’s sum of room peaks', () => {
    const report = reportOf(defaultBuildingLoadInput('Imperial'));
    const basis = column(report, 'Peak cooling loads', /^Basis$/).cells;
    expect(basis).toEqual([
      'room peak',
      'rooms’ block',
      'coil; heating + outdoor air',
      'rooms’ block; heating + outdoor air',
    ]);
    expect(
      reportReads(
        report,
        'Building',
        'Sum of room peaks, sensible, room side (each room at its own hour)',
      ),
    ).toBe('5,059 Btu/h');
  });

  it('names the site as an engineer does: the station, latitude and longitude by hemisphere, elevation', () => {
    expect(
      reportReads(
        reportOf(defaultBuildingLoadInput('Imperial')),
        'Site and design weather',
        'Site',
      ),
    ).toBe('Chicago Ohare Intl Ap, IL, USA; 41.98° N, 87.92° W; 659 ft');
    expect(
      reportReads(reportOf(defaultBuildingLoadInput('Metric')), 'Site and design weather', 'Site'),
    ).toBe('Chicago Ohare Intl Ap, IL, USA; 41.98° N, 87.92° W; 201 m');
  });
});
