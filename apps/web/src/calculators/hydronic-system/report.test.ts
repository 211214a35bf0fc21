import {
  calculateHydronicSystem,
  defaultHydronicSystemInput,
  type HydronicSystemInputDraft,
} from '@org/hvac-core/hydronic-system';
import { describe, expect, it } from 'vitest';
import type { ReportBody } from '../../report/types';
import { reportOfDraft } from '../../test/report-reading';
import { hydronicSystemDefinition } from './definition';

const reportOf = (draft: HydronicSystemInputDraft): ReportBody =>
  reportOfDraft(hydronicSystemDefinition, draft);

function row(report: ReportBody, title: string, label: string): string {
  const section = [...report.inputs, ...report.results].find((s) => s.title === title);
  const found = section?.rows.find((candidate) => candidate.label === label);
  if (!found) throw new Error(`No row ${label} in ${title}`);
  return found.unit ? `${found.value} ${found.unit}` : found.value;
}

const table = (report: ReportBody, title: string) => {
  const found = report.tables?.find((t) => t.title === title);
  if (!found) throw new Error(`No table ${title}`);
  return found;
};

const base = (): HydronicSystemInputDraft =>
  structuredClone(defaultHydronicSystemInput('Imperial')) as HydronicSystemInputDraft;

describe('hydronicReport', () => {
  it('reports the design flow of the loads, the index circuit and the pump duty', () => {
    const report = reportOf(base());
    // 420,000 Btu/h at a 10 °F rise: Q = q / (ρ cp Δt) ≈ 420,000 / (500 × 10) = 84 gpm
    // (ASHRAE Handbook—HVAC Systems and Equipment ch. 13; 500 = 8.33 lb/gal × 60 min/h × 1 Btu/(lb·°F),
    // water at 49 °F is a little denser, so a little under 84).
    const flow = Number(row(report, 'Key results', 'Design flow').replace(/[^\d.]/g, ''));
    expect(flow).toBeGreaterThan(83);
    expect(flow).toBeLessThan(84.5);
    // The far end of a direct return is its index circuit.
    expect(row(report, 'Index circuit', 'Terminal')).toBe('FC-4');
    const result = calculateHydronicSystem(base());
    expect(row(report, 'Key results', 'Duty point flow (pump curve × system curve)')).toBe(
      `${result.pump.duty!.flowRate.toFixed(1)} gpm`,
    );
    expect(report.unitSystem).toBe('Imperial');
    expect(report.notes[0]).toMatch(/^Valve authority: β = /);
  });

  it('prints the valve schedule: the index valve fully open, the others preset', () => {
    const report = reportOf(base());
    const valves = table(report, 'Valve schedule');
    expect(valves.columns.map((c) => c.header)).toContain('Authority (target)');
    const index = valves.rows.find((cells) => cells[0] === 'FC-4 (index)')!;
    expect(index[6]).toMatch(/\(fully open\)$/);
    const near = valves.rows.find((cells) => cells[0] === 'FC-1')!;
    expect(near[6]).toMatch(/\(\d+ %\)$/);
    // The nearest circuit has the most to spare: its valve takes the largest excess.
    const excess = valves.rows.map((cells) => Number(cells[7]));
    expect(Math.max(...excess)).toBe(excess[0]);
  });

  it('prints each valve’s body size last, in nominal inches in Imperial and DN in Metric', () => {
    const imperial = table(reportOf(base()), 'Valve schedule');
    const metric = table(
      reportOf(hydronicSystemDefinition.convert(base(), 'Metric')),
      'Valve schedule',
    );
    expect(imperial.columns.slice(-2).map((c) => c.header)).toEqual([
      'Control valve size',
      'Balancing valve size',
    ]);
    // Control Kvs 6.3 and 4 → Siemens VVP45 DN 25 and DN 20; balancing: the largest IMI TA STAD
    // body that still drops 3 kPa fully open and fits the branch pipe, DN 40 (Kvs 19.2) on
    // 1-1/2 in and DN 32 (Kvs 14.2) on 1-1/4 in.
    expect(imperial.rows.map((cells) => cells.slice(-2))).toEqual([
      ['1 in', '1-1/2 in'],
      ['1 in', '1-1/2 in'],
      ['3/4 in', '1-1/4 in'],
      ['3/4 in', '1-1/4 in'],
    ]);
    expect(metric.rows.map((cells) => cells.slice(-2))).toEqual([
      ['DN 25', 'DN 40'],
      ['DN 25', 'DN 40'],
      ['DN 20', 'DN 32'],
      ['DN 20', 'DN 32'],
    ]);
    expect(reportOf(base()).notes.some((note) => note.startsWith('Valve body sizes:'))).toBe(true);
  });

  it('reports a part-load case: closed valves, the others’ flows and the pump’s new duty', () => {
    const report = reportOf({ ...base(), partLoad: { closedTerminals: ['FC-1', 'FC-2'] } });
    const part = table(report, 'Part load: circuit flows');
    expect(part.rows.map((cells) => cells[1])).toEqual(['closed', 'closed', 'open', 'open']);
    // On a fixed-speed curve the pump's pressure rises as its flow falls: the open circuits
    // take more than their design flows.
    const shares = part.rows.slice(2).map((cells) => Number(cells[4]!.replace(/[^\d.]/g, '')));
    for (const share of shares) expect(share).toBeGreaterThan(100);
    expect(row(report, 'Part load: pump', 'Pump')).toBe('fixed speed, on its curve');
  });

  it('states the pipe sizing limits when the engineer set them', () => {
    expect(() => row(reportOf(base()), 'System', 'Pipe sizing limits (Size every pipe)')).toThrow();
    const draft = { ...base(), sizingFrictionRate: 3 };
    expect(row(reportOf(draft), 'System', 'Pipe sizing limits (Size every pipe)')).toBe(
      '3.00 ft/100 ft; velocity 4 ft/s (1.2 m/s) up to 2 in, 10 ft/s (3 m/s) above',
    );
  });

  it('gives the same duty in Metric after converting', () => {
    const metric = hydronicSystemDefinition.convert(base(), 'Metric');
    const report = reportOf(metric);
    const flow = Number(row(report, 'Key results', 'Design flow').replace(/[^\d.]/g, ''));
    // 84 gpm ≈ 5.30 L/s (1 gpm = 0.0630902 L/s, NIST SP 811).
    expect(flow).toBeGreaterThan(5.2);
    expect(flow).toBeLessThan(5.35);
    expect(row(report, 'Index circuit', 'Terminal')).toBe('FC-4');
  });
});
