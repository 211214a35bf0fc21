import { balancedAnalysisInput } from '@org/hvac-core/duct-system';
import { describe, expect, it } from 'vitest';
import { reportOfDraft, reportReads } from '../../test/report-reading';
import { evaluateDraft } from '../../calculator-kit/evaluate';
import { ductSystemDefinition } from './definition';
import type { DuctSystemFileDraft } from './terminal-source';

/*
 * hvac-core's office example (defaultDuctSystemInput): a supply main S1 to an east branch S2 (D1,
 * D2) and a west branch S3 (D3, D4), 500 cfm per diffuser at 0.1 in. wg; a return main R1 from G1
 * and G2; a coil (0.6) and a filter (0.5 in. wg). By equal friction at 0.08 in. wg/100 ft the
 * engine finds the supply critical path S1 → S3 → D3 at 0.320 in. wg and the return's R1 → G1 at
 * 0.148, so the fan total pressure is (0.320 + 0.148 + 1.1) × 1.10 = 1.725 in. wg and, S1 and R1
 * being the same size at the same airflow, the ESP (0.320 + 0.148) × 1.10 = 0.515 in. wg. D2's
 * path totals 0.185: its damper takes 0.320 − 0.185 = 0.136 in. wg.
 */
const office = () => ductSystemDefinition.createDraft('Imperial');

describe('ductSystemReport', () => {
  it('reports the fan duty with the safety factor and the ESP', () => {
    const report = reportOfDraft(ductSystemDefinition, office());
    expect(reportReads(report, 'Fan duty', 'Fan airflow')).toBe('2,000 cfm');
    expect(reportReads(report, 'Fan duty', 'Components')).toBe('1.100 in. wg');
    expect(reportReads(report, 'Fan duty', 'Fan total pressure')).toBe('1.725 in. wg');
    expect(reportReads(report, 'Fan duty', 'External static pressure')).toBe('0.515 in. wg');
  });

  it('names each side’s critical path with its sections and total', () => {
    const report = reportOfDraft(ductSystemDefinition, office());
    expect(reportReads(report, 'Critical path', 'Supply critical path')).toBe(
      'D3: S1 → S3 → D3, 0.320 in. wg',
    );
    expect(reportReads(report, 'Critical path', 'Return critical path')).toBe(
      'G1: R1 → G1, 0.148 in. wg',
    );
  });

  it('lists the balancing damper of every path that is not critical', () => {
    const report = reportOfDraft(ductSystemDefinition, office());
    const dampers = report.tables?.find((table) => table.title === 'Balancing dampers');
    expect(dampers?.rows.map((row) => row[0])).toEqual(['D1', 'D2', 'D4', 'G2']);
    expect(dampers?.rows[1]).toEqual(['D2', 'D2', '0.136', '5.23']);
  });

  it('names the source of every fitting coefficient, as the engine gives it', () => {
    const report = reportOfDraft(ductSystemDefinition, office());
    const fittings = report.tables?.find((table) => table.title === 'Fittings');
    const sources = fittings?.rows.map((row) => row[7] ?? '') ?? [];
    expect(sources.length).toBe(14);
    expect(sources.every((source) => source.length > 10)).toBe(true);
    expect(sources.some((source) => source.includes('Crane Co., Technical Paper No. 410'))).toBe(
      true,
    );
    expect(sources.some((source) => source.includes('Idelchik'))).toBe(true);
  });

  it('prints the sections, paths and inputs, landscape, with the engine’s method', () => {
    const report = reportOfDraft(ductSystemDefinition, office());
    expect(report.pageOrientation).toBe('landscape');
    expect(report.tables?.map((table) => table.title)).toEqual([
      'Sections as entered',
      'Sections',
      'Paths',
      'Balancing dampers',
      'Fittings',
    ]);
    expect(reportReads(report, 'System', 'Sizing method')).toBe('Equal friction');
    expect(reportReads(report, 'System', 'Friction rate')).toBe('0.08 in. wg/100 ft');
    const sections = report.tables?.find((table) => table.title === 'Sections');
    expect(sections?.rows[2]?.slice(0, 3)).toEqual(['S3 West branch', 'Ø 15.0 in', '1,000']);
    expect(ductSystemDefinition.method.map((step) => step.title)).toContain('Balancing dampers');
  });

  it('reports the same system in Metric after the unit switch', () => {
    const metric = ductSystemDefinition.convert(office(), 'Metric');
    const report = reportOfDraft(ductSystemDefinition, metric);
    expect(report.unitSystem).toBe('Metric');
    // 1.725 in. wg is 429.8 Pa (249.0889 Pa per in. wg, NIST SP 811); standard sizes in mm
    // differ from those in inches, so the figure is close, not equal.
    const fan = reportReads(report, 'Fan duty', 'Fan total pressure');
    expect(fan).toMatch(/ Pa$/);
    expect(Number(fan.replace(/[^\d.]/g, ''))).toBeGreaterThan(380);
    expect(Number(fan.replace(/[^\d.]/g, ''))).toBeLessThan(480);
    expect(reportReads(report, 'Fan duty', 'Fan airflow')).toBe('943.9 L/s');
  });

  it('reports an analysis: the operating point and each terminal’s airflow against design', () => {
    // The design as built (sizes and dampers fixed) at its own system total pressure gives back
    // the design airflows; at 1.21 × that pressure every airflow rises by about √1.21 = 1.1 (losses
    // ∝ Q², the friction factor falling slightly with Re).
    const { input, result } = evaluateDraft(ductSystemDefinition, office());
    if (input === null || result === null) throw new Error('The office example must compute');
    const atDesign = reportOfDraft(
      ductSystemDefinition,
      balancedAnalysisInput(input, result) as DuctSystemFileDraft,
    );
    const deviations = (report: typeof atDesign) =>
      report.tables
        ?.find((table) => table.title === 'Terminal airflows at the fan')
        ?.rows.map((row) => Number(row[4])) ?? [];
    expect(deviations(atDesign)).toHaveLength(6);
    for (const deviation of deviations(atDesign)) expect(Math.abs(deviation)).toBeLessThan(0.5);
    const raised = reportOfDraft(
      ductSystemDefinition,
      balancedAnalysisInput(
        input,
        result,
        result.fan.systemTotalPressure * 1.21,
      ) as DuctSystemFileDraft,
    );
    expect(raised.results.map((section) => section.title)).toContain('Fan operating point');
    for (const deviation of deviations(raised)) {
      expect(deviation).toBeGreaterThan(9);
      expect(deviation).toBeLessThan(11);
    }
  });

  it('records the building-load file the terminals came from', () => {
    const draft = {
      ...office(),
      terminalSource: {
        fileId: 'b1',
        fileName: 'Office floor loads',
        importedAt: '2026-11-25T10:00:00.000Z',
        rooms: [{ roomId: 'r1', roomName: 'Office 101', sectionId: 'D1', airflowM3s: 0.2 }],
      },
    };
    const report = reportOfDraft(ductSystemDefinition, draft);
    expect(reportReads(report, 'System', 'Terminal airflows from')).toBe(
      'building-load file “Office floor loads”, 1 rooms, imported 2026-11-25',
    );
  });
});
