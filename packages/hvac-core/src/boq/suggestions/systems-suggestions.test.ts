import { describe, expect, it } from 'vitest';
import { calculateDuctSystem } from '../../duct-system/calculate-duct-system.js';
import type { DuctSystemInputDraft } from '../../duct-system/schema.js';
import { calculateHydronicSystem } from '../../hydronic-system/calculate-hydronic-system.js';
import { defaultHydronicSystemInput } from '../../hydronic-system/default-input.js';
import { deriveBoqSuggestions } from './derive-suggestions.js';
import { ductSystemSuggestions, smacnaPressureClass } from './duct-system-suggestions.js';
import { hydronicSystemSuggestions } from './hydronic-system-suggestions.js';
import type { BoqSuggestion } from './types.js';

const diffuser = (airflow: number) => ({ name: 'Diffuser', airflow, pressureDrop: 0.1 });

/**
 * A supply main with three branches, every size entered and kept (`fixed`), so the quantities can be
 * worked by hand: a 24 × 12 in main of 50 ft with two mitred elbows, a 16 in round straight-on run of
 * 30 ft (a tee's straight path and a transition), a 10 in round branch of 20 ft (a 90° takeoff and an
 * elbow) and a 20 × 8 in flat-oval branch of 10 ft.
 */
const ductSystem: DuctSystemInputDraft = {
  calculationName: 'Hand-worked supply',
  unitSystem: 'Imperial',
  mode: 'design',
  sizingMethod: 'equalFriction',
  frictionRate: 0.08,
  safetyFactorPercent: 10,
  components: [],
  sections: [
    {
      id: 'M',
      name: 'Main',
      system: 'supply',
      length: 50,
      shape: 'rectangular',
      fixed: true,
      width: 24,
      height: 12,
      fittings: [{ type: 'library', fittingId: 'rect-elbow-mitred-90-single-vanes', quantity: 2 }],
    },
    {
      id: 'A',
      parentId: 'M',
      system: 'supply',
      length: 30,
      shape: 'round',
      fixed: true,
      diameter: 16,
      fittings: [
        { type: 'junction', path: 'straight', angle: 90 },
        { type: 'transition', angle: 30 },
      ],
      terminal: diffuser(800),
    },
    {
      id: 'B',
      parentId: 'M',
      system: 'supply',
      length: 20,
      shape: 'round',
      fixed: true,
      diameter: 10,
      fittings: [
        { type: 'junction', path: 'branch', angle: 90 },
        { type: 'elbow', angle: 90, radiusRatio: 1.5, quantity: 1 },
      ],
      terminal: diffuser(400),
    },
    {
      id: 'C',
      parentId: 'M',
      system: 'supply',
      length: 10,
      shape: 'flatOval',
      fixed: true,
      width: 20,
      height: 8,
      fittings: [{ type: 'junction', path: 'branch', angle: 90 }],
      terminal: diffuser(300),
    },
  ],
};

const DUCT = { type: 'ductSystem' as const, fileId: 'd1', name: 'Supply', inputs: ductSystem };

function byId(suggestions: readonly BoqSuggestion[], key: string): BoqSuggestion | undefined {
  return suggestions.find((suggestion) => suggestion.id === `ductSystem:d1:${key}`);
}

describe('smacnaPressureClass', () => {
  it('takes the smallest SMACNA class at or above the pressure, never below the job’s', () => {
    expect(smacnaPressureClass(-2.4, 0.5)).toBe(3);
    expect(smacnaPressureClass(0.3, 0.5)).toBe(0.5);
    expect(smacnaPressureClass(0.3, 2)).toBe(2);
    expect(smacnaPressureClass(2, 1)).toBe(2);
    expect(smacnaPressureClass(6.5, 2)).toBe(10);
    expect(smacnaPressureClass(11, 2)).toBeNull();
  });
});

describe('ductSystemSuggestions', () => {
  const suggestions = ductSystemSuggestions(DUCT, undefined, 2);

  it('gives the developed area of each size: perimeter × length', () => {
    // 2(24 + 12) in = 72 in = 6 ft; × 50 ft = 300 ft².
    expect(byId(suggestions, 'sheetMetalArea:galvanizedSteel:24 × 12 in')?.quantity).toBe(300);
    // π × 16/12 ft × 30 ft = 40π = 125.66 ft².
    expect(byId(suggestions, 'sheetMetalArea:galvanizedSteel:16 in Ø')?.quantity).toBe(125.66);
    // π × 10/12 ft × 20 ft = 52.36 ft².
    expect(byId(suggestions, 'sheetMetalArea:galvanizedSteel:10 in Ø')?.quantity).toBe(52.36);
    // Flat oval 20 × 8 in: π·8 + 2(20 − 8) = 49.13 in = 4.094 ft; × 10 ft = 40.94 ft².
    const oval = byId(suggestions, 'sheetMetalArea:galvanizedSteel:20 × 8 in flat oval');
    expect(oval?.quantity).toBe(40.94);
    expect(oval?.basis).toContain('No gauge from the tables here for C (flat oval)');
    expect(byId(suggestions, 'insulationArea:galvanizedSteel:24 × 12 in')?.quantity).toBe(300);
  });

  it('weighs the galvanized sheet by SMACNA gauge at the pressure class', () => {
    // The pressures of this system are far below 2 in. wg: class 2 (the job's), SMACNA minimum
    // gauges 24 ga for a 24 in longest side (13–30 in), 26 ga for 16 in round (15–26 in), 28 ga
    // for 10 in round (≤ 14 in); appendix A weights 1.156, 0.906 and 0.781 lb/ft².
    expect(byId(suggestions, 'sheetMetalWeight:24')).toMatchObject({
      quantity: 346.8, // 300 × 1.156
      unit: 'lb',
      description: 'Galvanized steel sheet 24 ga for duct',
    });
    expect(byId(suggestions, 'sheetMetalWeight:26')?.quantity).toBe(113.85); // 125.664 × 0.906
    expect(byId(suggestions, 'sheetMetalWeight:28')?.quantity).toBe(40.89); // 52.360 × 0.781
    expect(suggestions.filter((s) => s.id.includes('sheetMetalWeight'))).toHaveLength(3);
  });

  it('gives no weight where the class is beyond the gauge tables, and says why', () => {
    const at3 = ductSystemSuggestions(DUCT, undefined, 3);
    expect(at3.some((s) => s.id.includes('sheetMetalWeight'))).toBe(false);
    expect(byId(at3, 'sheetMetalArea:galvanizedSteel:24 × 12 in')?.basis).toContain(
      'M Main (3 in. wg class)',
    );
  });

  it('counts the fittings by kind and size, a tee once at its branch, and the dampers', () => {
    const counts = suggestions.filter((s) => s.category === 'ductFittings');
    const line = (description: string) => counts.find((s) => s.description === description);
    expect(
      line('Rectangular elbow, mitred, 90°, single-thickness turning vanes, 24 × 12 in')?.quantity,
    ).toBe(2);
    expect(line('Transition 24 × 12 in to 16 in Ø, 30° included angle')?.quantity).toBe(1);
    expect(line('Branch takeoff (tee or wye) 90°, 10 in Ø branch off 24 × 12 in')?.quantity).toBe(
      1,
    );
    expect(
      line('Branch takeoff (tee or wye) 90°, 20 × 8 in flat oval branch off 24 × 12 in')?.quantity,
    ).toBe(1);
    // The straight path of A's tee is the same fitting as B's takeoff: no line of its own.
    expect(counts.some((s) => s.description.includes('16 in Ø branch'))).toBe(false);
    expect(counts.every((s) => s.unit === 'no.' && Number.isInteger(s.quantity))).toBe(true);
    // One damper in each path below the critical path's pressure.
    const result = calculateDuctSystem(ductSystem);
    const balanced = result.paths.filter((path) => path.excessPressure > 0).length;
    expect(balanced).toBeGreaterThan(0);
    const dampers = counts.filter((s) => s.description.startsWith('Balancing (volume) damper'));
    expect(dampers.reduce((sum, s) => sum + s.quantity, 0)).toBe(balanced);
  });

  it('converts to Metric: m² and kg', () => {
    const metric = ductSystemSuggestions(DUCT, 'Metric', 2);
    // 300 ft² × 0.092 903 04 = 27.87 m²; 346.8 lb × 0.453 592 37 = 157.31 kg.
    const area = metric.find(
      (s) =>
        s.id.startsWith('ductSystem:d1:sheetMetalArea:') &&
        s.description.includes('609.6 × 304.8 mm'),
    );
    expect(area?.quantity).toBe(27.87);
    expect(area?.unit).toBe('m²');
    expect(metric.find((s) => s.id === 'ductSystem:d1:sheetMetalWeight:24')).toMatchObject({
      quantity: 157.31,
      unit: 'kg',
    });
  });
});

describe('hydronicSystemSuggestions', () => {
  const water = defaultHydronicSystemInput('Imperial');
  const HYDRONIC = { type: 'hydronicSystem' as const, fileId: 'h1', name: 'CHW', inputs: water };
  const suggestions = hydronicSystemSuggestions(HYDRONIC, undefined);
  const find = (key: string) => suggestions.find((s) => s.id === `hydronicSystem:h1:${key}`);

  it('sums the pipe by material and size, sections and branches', () => {
    // Headers: S1, R1 100 ft and S2, R2 50 ft at 2-1/2 in = 300 ft; S3, R3 at 2 in = 100 ft;
    // S4, R4 50 ft + the FC-1 and FC-2 branches 40 ft at 1-1/2 in = 180 ft; FC-3, FC-4 at 1-1/4 in = 80 ft.
    expect(find('pipe:steelSchedule40:2-1/2')).toMatchObject({
      description: 'Steel, Schedule 40 pipe, 2-1/2 in',
      quantity: 300,
      unit: 'ft',
    });
    expect(find('pipe:steelSchedule40:2')?.quantity).toBe(100);
    expect(find('pipe:steelSchedule40:1-1/2')?.quantity).toBe(180);
    expect(find('pipe:steelSchedule40:1-1/4')?.quantity).toBe(80);
    expect(find('insulation:steelSchedule40:1-1/4')?.quantity).toBe(80);
  });

  it('counts fittings, valves and the tees of the headers', () => {
    // Elbows: S1 and R1 2 each at 2-1/2 in; S4, R4 1 each + 4 per branch on FC-1, FC-2 at 1-1/2 in.
    expect(find('fitting:elbow90Standard:steelSchedule40:2-1/2')?.quantity).toBe(4);
    expect(find('fitting:elbow90Standard:steelSchedule40:1-1/2')?.quantity).toBe(10);
    expect(find('fitting:ballValve:steelSchedule40:1-1/4')?.quantity).toBe(4);
    // Each header node S-1 … S-3 and R-1 … R-3 joins a run in, a run out and a terminal: one tee;
    // S-4 and R-4 end the headers (a run and a terminal: no tee).
    expect(find('tee:steelSchedule40:2-1/2')?.quantity).toBe(4);
    expect(find('tee:steelSchedule40:2')?.quantity).toBe(2);
    expect(
      suggestions.filter((s) => s.id.includes(':tee:')).reduce((n, s) => n + s.quantity, 0),
    ).toBe(6);
  });

  it('lists the control and balancing valves of the schedule by Cv and branch size, named by their body', () => {
    const { valveSchedule } = calculateHydronicSystem(water);
    const valves = suggestions.filter((s) => /control valve|balancing valve/i.test(s.description));
    expect(valves.reduce((n, s) => n + s.quantity, 0)).toBe(2 * valveSchedule.length);
    const first = valveSchedule[0]?.controlValve;
    // Cv = 1.156 Kvs (IEC 60534-1): Kvs 6.3 gives Cv 7.28, a VVP45 DN 25 (1 in) body: DN 20's
    // largest kvs is 4.0, DN 25's 10 (Siemens CE1N4845en).
    expect(first?.kvs).toBe(6.3);
    expect(
      valves.find(
        (s) =>
          s.description ===
          'Two-way control valve 1 in (Siemens VVP45 or equal), Cv 7.28, on 1-1/2 in Steel, Schedule 40 branch',
      )?.quantity,
    ).toBe(2);
    const balancing = valveSchedule[0]?.balancingValve?.bodySize;
    expect(balancing?.catalogue).toBe('IMI TA STAD');
    expect(
      valves.some((s) =>
        s.description.startsWith(
          `Manual balancing valve ${balancing?.nominalSize ?? '?'} in (IMI TA STAD or equal), Cv `,
        ),
      ),
    ).toBe(true);
  });

  it('gives metres and Kvs in Metric', () => {
    const metric = hydronicSystemSuggestions(HYDRONIC, 'Metric');
    // 300 ft × 0.3048 = 91.44 m.
    expect(
      metric.find((s) => s.id === 'hydronicSystem:h1:pipe:steelSchedule40:2-1/2'),
    ).toMatchObject({
      description: 'Steel, Schedule 40 pipe, 2-1/2 in (DN 65)',
      quantity: 91.44,
      unit: 'm',
    });
    expect(
      metric.some((s) =>
        s.description.startsWith('Two-way control valve DN 25 (Siemens VVP45 or equal), Kvs 6.3,'),
      ),
    ).toBe(true);
  });
});

describe('deriveBoqSuggestions with systems', () => {
  it('derives both kinds and skips a file its schema refuses, naming why', () => {
    const result = deriveBoqSuggestions([
      DUCT,
      { type: 'hydronicSystem', fileId: 'h2', name: 'Broken', inputs: { sections: 'none' } },
    ]);
    expect(result.suggestions.some((s) => s.source.fileId === 'd1')).toBe(true);
    expect(result.skipped).toHaveLength(1);
    expect(result.skipped[0]?.source.name).toBe('Broken');
    expect(result.skipped[0]?.reason).toMatch(/^The saved inputs are not valid: /);
    expect(result.suggestions.every((s) => Number.isFinite(s.quantity) && s.quantity > 0)).toBe(
      true,
    );
  });
});
