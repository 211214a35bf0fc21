import { convertFanInput, type FanInputDraft } from '@org/hvac-core/fan';
import { describe, expect, it } from 'vitest';
import { reportOfDraft } from '../../test/report-reading';
import type { ReportBody } from '../../report/types';
import { fanDefinition } from './definition';

/** The report of a draft, parsed and computed as the workspace does. */
const reportOf = (draft: FanInputDraft): ReportBody => reportOfDraft(fanDefinition, draft);

/** Every input row of the report, whichever of the form's groups it is in. */
function inputRows(report: ReportBody): ReportBody['inputs'][number] {
  return { title: 'Inputs', rows: report.inputs.flatMap((section) => section.rows) };
}

/** "value unit" of a row by its label, in a section. */
function row(section: ReportBody['results'][number] | undefined, label: string): string {
  const found = section?.rows.find((candidate) => candidate.label === label);
  if (!found) throw new Error(`No row ${label}`);
  return found.unit ? `${found.value} ${found.unit}` : found.value;
}

// 20,000 cfm at 4 in. wg, 72 % total efficiency, no outlet area (total = static pressure):
// air power 20,000 × 4 / 6343 = 12.61 hp (the engine's conventional inch of water, FAN_METHOD);
// shaft power 12.61 / 0.72 = 17.52 hp; next NEMA MG 1 rating 20 hp, loaded 17.52 / 20 = 88 %;
// motor input 17.52 / 0.90 = 19.46 hp = 14.51 kW.
const duty: FanInputDraft = {
  calculationName: 'AHU-1 supply fan',
  unitSystem: 'Imperial',
  airflow: 20_000,
  fanStaticPressure: 4,
  fanEfficiencyPercent: 72,
};

describe('fanReport', () => {
  it('reports the duty in Imperial: air power, brake power, the 20 hp motor and its load', () => {
    const report = reportOf(duty);
    expect(report.unitSystem).toBe('Imperial');
    const inputs = inputRows(report);
    expect(row(inputs, 'Airflow')).toBe('20,000 cfm');
    expect(row(inputs, 'Fan static pressure')).toBe('4 in. wg');
    expect(row(inputs, 'Fan outlet area')).toBe('not given (total pressure taken as static)');
    expect(row(inputs, 'Fan efficiency')).toBe('72 %');
    const results = report.results[0];
    expect(row(results, 'Total air power Q·pt')).toBe('12.61 hp');
    expect(row(results, 'Shaft (brake) power')).toBe('17.52 hp');
    expect(row(results, 'Fan total efficiency ηt')).toBe('72 %');
    expect(row(results, 'Motor input (motor 90 %)')).toBe('19.46 hp');
    expect(
      results?.rows.filter((r) => r.label.startsWith('Motor input')).map((r) => r.unit),
    ).toEqual(['hp', 'kW']);
    expect(row(results, 'Suggested motor')).toBe('20 hp (NEMA MG 1)');
    expect(row(results, 'Motor load')).toBe('88 %');
    expect(report.results).toHaveLength(1);
    expect(report.warnings).toEqual([]);
    expect(report.notes.join(' ')).toContain('total pressure and total efficiency are taken');
  });

  it('reports the same duty converted to Metric in Pa, L/s and kW, with an IEC motor', () => {
    const report = reportOf(convertFanInput(duty, 'Metric'));
    expect(report.unitSystem).toBe('Metric');
    const inputs = inputRows(report);
    // 20,000 cfm = 9,438.9 L/s; 4 in. wg = 996.4 Pa, printed as an engineer writes them.
    expect(row(inputs, 'Airflow')).toBe('9,439 L/s');
    expect(row(inputs, 'Fan static pressure')).toBe('996 Pa');
    const results = report.results[0];
    // 9.4389 m³/s × 996.36 Pa = 9.40 kW of air; / 0.72 = 13.06 kW = 17.52 hp; IEC 60072-1: 15 kW.
    expect(row(results, 'Total air power Q·pt')).toBe('9.4 kW');
    expect(row(results, 'Shaft (brake) power')).toBe('13.06 kW');
    expect(row(results, 'Fan total pressure')).toBe('996 Pa');
    expect(
      results?.rows.filter((r) => r.label.startsWith('Motor input')).map((r) => r.unit),
    ).toEqual(['kW']);
    expect(row(results, 'Suggested motor')).toBe('15 kW (IEC 60072-1)');
    expect(row(results, 'Motor load')).toBe('87 %');
  });

  it('adds the outlet velocity pressure and the fan-law duty, and warns of an overloaded motor', () => {
    // 4 ft² outlet: V = 20,000 / 4 = 5,000 fpm, p_v = (5,000 / 4005)² = 1.56 in. wg.
    // 10 % more speed: Q × 1.1 = 22,000 cfm, p × 1.21 = 4.84 in. wg, P × 1.331.
    const report = reportOf({
      ...duty,
      efficiencyBasis: 'static',
      outletArea: 4,
      currentSpeed: 1000,
      newSpeed: 1100,
    });
    const results = report.results[0];
    expect(row(results, 'Outlet velocity')).toBe('5,000 fpm');
    expect(row(results, 'Outlet velocity pressure')).toBe('1.56 in. wg');
    expect(row(results, 'Fan total pressure')).toBe('5.56 in. wg');
    expect(row(results, 'Shaft (brake) power')).toBe('17.52 hp');
    expect(row(results, 'Fan static efficiency ηs')).toBe('72 %');
    const laws = report.results[1];
    expect(laws?.title).toBe('Fan laws: the new duty');
    expect(row(laws, 'Speed ratio N₂/N₁')).toBe('1.1');
    expect(row(laws, 'New airflow')).toBe('22,000 cfm');
    expect(row(laws, 'New fan static pressure')).toBe('4.84 in. wg');
    // 17.516 × 1.331 = 23.31 hp: 117 % of the 20 hp motor.
    expect(row(laws, 'New shaft (brake) power')).toBe('23.31 hp');
    expect(row(laws, 'Load on the 20 hp motor')).toBe('117 %');
    expect(report.warnings).toHaveLength(1);
    expect(report.warnings[0]).toContain('a larger motor is needed');
    expect(inputRows(report)?.rows.map((r) => r.label)).toContain('New fan speed');
  });

  it('marks both efficiencies implied when the shaft power is entered, as the card does', () => {
    // 20,000 cfm × 4 in. wg / 6343 = 12.61 hp of air; at 16 hp on the shaft ηt = ηs = 78.8 %.
    const results = reportOf({ ...duty, shaftPower: 16 }).results[0];
    expect(row(results, 'Shaft (brake) power, as entered')).toBe('16 hp');
    expect(row(results, 'Fan total efficiency ηt (implied)')).toBe('78.8 %');
    expect(row(results, 'Fan static efficiency ηs (implied)')).toBe('78.8 %');
  });

  it('names the duct-system file the duty was taken from, and only when linked', () => {
    const linked = reportOf({
      ...duty,
      dutySource: { fileId: 'ds-1', fileName: 'Level 2 air', values: { airflow: 20_000 } },
    });
    expect(row(inputRows(linked), 'Duty from')).toBe('duct-system file “Level 2 air”');
    expect(row(linked.results[0], 'Shaft (brake) power')).toBe(
      row(reportOf(duty).results[0], 'Shaft (brake) power'),
    );
    expect(inputRows(reportOf(duty))?.rows.map((r) => r.label)).not.toContain('Duty from');
  });
});
