import { describe, expect, it } from 'vitest';
import { airPropertiesAt } from '../duct/air-properties.js';
import { flatOvalAreaM2, flatOvalEquivalentDiameterM } from '../duct/equivalent-diameter.js';
import { buildNetwork } from './network.js';
import { sectionHydraulics, sectionLoss, terminalPressurePa } from './losses.js';
import { DuctSystemInputSchema } from './schema.js';

const AIR = airPropertiesAt(20, 0);
const GALVANIZED_M = 0.09e-3;

/** Colebrook–White solved by plain fixed-point iteration, written out independently of the engine. */
function colebrook(re: number, relativeRoughness: number): number {
  let x = 0.02 ** -0.5;
  for (let i = 0; i < 100; i++) x = -2 * Math.log10(relativeRoughness / 3.7 + (2.51 * x) / re);
  return 1 / (x * x);
}

function network(fittings: unknown[], extra: Record<string, unknown> = {}) {
  return buildNetwork(
    DuctSystemInputSchema.parse({
      unitSystem: 'Metric',
      mode: 'analysis',
      analysis: { fanTotalPressure: 100 },
      sections: [
        { id: 'M', length: 10, diameter: 400 },
        {
          id: 'B',
          parentId: 'M',
          length: 10,
          diameter: 300,
          fittings,
          terminal: { airflow: 400, pressureDrop: 25 },
          ...extra,
        },
        { id: 'S', parentId: 'M', length: 10, diameter: 300, terminal: { airflow: 400 } },
      ],
    }),
  );
}

describe('sectionLoss', () => {
  it('friction of a round section by hand: D = 0.3 m, Q = 0.4 m³/s, L = 10 m, standard air (ASHRAE F 2021 ch. 21 eq. 18–19)', () => {
    const net = network([]);
    const section = net.sections[1];
    if (!section) throw new Error('no section');
    const loss = sectionLoss(section, { shape: 'round', diameterM: 0.3 }, 0.4, undefined, AIR);
    // Step by step: A = πD²/4, V = Q/A, pv = ρV²/2, Re = VD/ν, f by Colebrook, Δp = f L/D pv.
    const area = (Math.PI * 0.3 ** 2) / 4;
    const v = 0.4 / area;
    const pv = (AIR.densityKgM3 * v * v) / 2;
    const re = (v * 0.3) / AIR.kinematicViscosityM2S;
    const f = colebrook(re, GALVANIZED_M / 0.3);
    expect(loss.hydraulics.velocityMS).toBeCloseTo(5.659, 3);
    expect(loss.hydraulics.velocityPressurePa).toBeCloseTo(pv, 9);
    expect(loss.frictionPa).toBeCloseTo((f * 10 * pv) / 0.3, 6);
    expect(loss.totalPa).toBeCloseTo(loss.frictionPa, 12);
  });

  it('re-refers a junction coefficient to the section: C_s·pv_s = C_c·pv_c (ASHRAE F 2021 ch. 21 eq. 31)', () => {
    const net = network([{ type: 'junction', path: 'branch', angle: 90 }]);
    const section = net.sections[1];
    if (!section) throw new Error('no section');
    const upstream = { geometry: { shape: 'round', diameterM: 0.4 } as const, flowM3S: 0.8 };
    const loss = sectionLoss(section, { shape: 'round', diameterM: 0.3 }, 0.4, upstream, AIR);
    const fitting = loss.fittings[0];
    const vc = 0.8 / ((Math.PI * 0.4 ** 2) / 4);
    const vb = 0.4 / ((Math.PI * 0.3 ** 2) / 4);
    const cc = (vb / vc <= 0.8 ? 1 : 0.9) * (1 + (vb / vc) ** 2);
    const pvc = (AIR.densityKgM3 * vc * vc) / 2;
    expect(fitting?.referredTo).toBe('common');
    expect(fitting?.sourceCoefficient).toBeCloseTo(cc, 12);
    expect(fitting?.lossPa).toBeCloseTo(cc * pvc, 9);
    expect((fitting?.coefficient ?? 0) * loss.hydraulics.velocityPressurePa).toBeCloseTo(
      cc * pvc,
      9,
    );
  });

  it('scales a manufacturer’s pressure drop by (Q/Qr)² and a terminal likewise', () => {
    const net = network([
      { type: 'manufacturer', pressureDrop: 50, ratedAirflow: 400, source: 'Catalogue X, p. 3' },
    ]);
    const section = net.sections[1];
    if (!section) throw new Error('no section');
    const loss = sectionLoss(section, { shape: 'round', diameterM: 0.3 }, 0.6, undefined, AIR);
    expect(loss.fittings[0]?.lossPa).toBeCloseTo(50 * 1.5 ** 2, 9);
    expect(loss.fittings[0]?.source).toMatch(/Catalogue X/);
    expect(terminalPressurePa({ pressureDropPa: 25, ratedFlowM3S: 0.4 }, 0.2)).toBeCloseTo(
      6.25,
      12,
    );
  });

  it('counts a damper as C·pv of the section', () => {
    const net = network([], { damperCoefficient: 3 });
    const section = net.sections[1];
    if (!section) throw new Error('no section');
    const loss = sectionLoss(section, { shape: 'round', diameterM: 0.3 }, 0.4, undefined, AIR);
    expect(loss.damperPa).toBeCloseTo(3 * loss.hydraulics.velocityPressurePa, 12);
  });
});

describe('sectionHydraulics of a flat oval', () => {
  it('uses the Heyt–Diaz equivalent diameter for friction and its own area for velocity (ASHRAE F 2021 ch. 21 eq. 26–28)', () => {
    const h = sectionHydraulics(
      { shape: 'flatOval', widthM: 0.6, heightM: 0.2 },
      0.5,
      GALVANIZED_M,
      AIR,
    );
    const round = sectionHydraulics(
      { shape: 'round', diameterM: flatOvalEquivalentDiameterM(0.6, 0.2) },
      0.5,
      GALVANIZED_M,
      AIR,
    );
    expect(h.frictionRatePaPerM).toBeCloseTo(round.frictionRatePaPerM, 12);
    expect(h.velocityMS).toBeCloseTo(0.5 / flatOvalAreaM2(0.6, 0.2), 12);
    // 4A/P with A = π·0.2²/4 + 0.2·0.4 = 0.111416, P = π·0.2 + 2·0.4 = 1.428319.
    expect(h.hydraulicDiameterM).toBeCloseTo((4 * 0.111416) / 1.428319, 5);
  });

  it('gives pv = (V/4005)² in. wg for standard air in I-P units (ASHRAE F 2021 ch. 21, eq. 7 for standard air)', () => {
    const fpm = 0.3048 / 60;
    const inWg = 249.08891;
    for (const vFpm of [500, 1000, 2000]) {
      const flow = vFpm * fpm * ((Math.PI * 0.3 ** 2) / 4);
      const h = sectionHydraulics({ shape: 'round', diameterM: 0.3 }, flow, GALVANIZED_M, AIR);
      expect(h.velocityPressurePa / inWg / (vFpm / 4005) ** 2).toBeCloseTo(1, 2);
    }
  });
});
