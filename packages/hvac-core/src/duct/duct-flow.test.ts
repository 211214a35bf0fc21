import { describe, expect, it, test } from 'vitest';
import { airPropertiesAt } from './air-properties.js';
import { ductFlow, ductSectionAreaM2 } from './duct-flow.js';
import { rectangularEquivalentDiameterM } from './equivalent-diameter.js';

const STANDARD_AIR = airPropertiesAt(20, 0);
const GALVANIZED_M = 0.09e-3;
const IN = 0.0254;
const CFM = 0.3048 ** 3 / 60;
const FPM = 0.3048 / 60;
const IN_WG_PER_100FT = 249.08891 / 30.48;

/** Altshul–Tsal explicit friction factor, ASHRAE F 2021 ch. 21 eq. 20 (within 1.6 % of Colebrook). */
function altshulTsal(reynolds: number, relativeRoughness: number): number {
  const f = 0.11 * (relativeRoughness + 68 / reynolds) ** 0.25;
  return f >= 0.018 ? f : 0.85 * f + 0.0028;
}

describe('ductFlow', () => {
  it('gives Re = 66.4·D·V for standard air (D in mm, V in m/s), the standard-air form of ASHRAE F 2021 ch. 21 eq. 21', () => {
    const flow = ductFlow({ shape: 'round', diameterM: 0.3 }, 0.5, GALVANIZED_M, STANDARD_AIR);
    expect(flow.reynoldsNumber / (66.4 * 300 * flow.velocityMS)).toBeCloseTo(1, 2);
  });

  it('gives Re = 8.57·D·V for standard air (D in in, V in fpm), the I-P standard-air form of ASHRAE F 2021 ch. 21 eq. 21', () => {
    const flow = ductFlow(
      { shape: 'round', diameterM: 14 * IN },
      1000 * CFM,
      GALVANIZED_M,
      STANDARD_AIR,
    );
    expect(flow.reynoldsNumber / (8.57 * 14 * (flow.velocityMS / FPM))).toBeCloseTo(1, 2);
  });

  it('agrees with the Altshul–Tsal friction factor (ASHRAE F 2021 ch. 21 eq. 20) within 2 % over the friction chart', () => {
    for (const diameterIn of [4, 8, 14, 24, 40, 60]) {
      for (const velocityFpm of [400, 1000, 2000, 4000]) {
        const diameterM = diameterIn * IN;
        const flowM3S = velocityFpm * FPM * ((Math.PI * diameterM ** 2) / 4);
        const flow = ductFlow({ shape: 'round', diameterM }, flowM3S, GALVANIZED_M, STANDARD_AIR);
        const approx = altshulTsal(flow.reynoldsNumber, GALVANIZED_M / diameterM);
        expect(Math.abs(flow.frictionFactor / approx - 1)).toBeLessThan(0.02);
      }
    }
  });

  it('gives a rectangular duct the friction of its Huebscher equivalent round duct at the same airflow', () => {
    const rectangle = ductFlow(
      { shape: 'rectangular', widthM: 0.6, heightM: 0.3 },
      1,
      GALVANIZED_M,
      STANDARD_AIR,
    );
    const round = ductFlow(
      { shape: 'round', diameterM: rectangularEquivalentDiameterM(0.6, 0.3) },
      1,
      GALVANIZED_M,
      STANDARD_AIR,
    );
    expect(rectangle.frictionRatePaPerM).toBeCloseTo(round.frictionRatePaPerM, 12);
    expect(rectangle.velocityMS).toBeCloseTo(1 / 0.18, 12);
    expect(rectangle.hydraulicDiameterM).toBeCloseTo(0.4, 12);
  });

  test.each<[number, number]>([
    [4, 8],
    [10, 14],
    [20, 40],
  ])('friction falls as the diameter grows from %d in (airflow fixed)', (fromIn, toIn) => {
    let previous = Infinity;
    for (let d = fromIn; d <= toIn; d += 0.5) {
      const rate = ductFlow(
        { shape: 'round', diameterM: d * IN },
        1000 * CFM,
        GALVANIZED_M,
        STANDARD_AIR,
      ).frictionRatePaPerM;
      expect(rate).toBeLessThan(previous);
      previous = rate;
    }
  });

  it('rises with roughness and with airflow', () => {
    const at = (roughnessM: number, flowM3S: number): number =>
      ductFlow({ shape: 'round', diameterM: 0.3 }, flowM3S, roughnessM, STANDARD_AIR)
        .frictionRatePaPerM;
    expect(at(0.9e-3, 0.5)).toBeGreaterThan(at(0.09e-3, 0.5));
    expect(at(0.09e-3, 0.6)).toBeGreaterThan(at(0.09e-3, 0.5));
  });

  it('is zero with no airflow', () => {
    const flow = ductFlow({ shape: 'round', diameterM: 0.3 }, 0, GALVANIZED_M, STANDARD_AIR);
    expect(flow.frictionRatePaPerM).toBe(0);
    expect(flow.velocityMS).toBe(0);
  });

  it('matches the friction chart point 1000 cfm in 13.6 in round at 0.10 in. wg/100 ft (ASHRAE F 2021 ch. 21 fig. 10)', () => {
    const flow = ductFlow(
      { shape: 'round', diameterM: 13.6 * IN },
      1000 * CFM,
      GALVANIZED_M,
      STANDARD_AIR,
    );
    expect(flow.frictionRatePaPerM / IN_WG_PER_100FT).toBeCloseTo(0.1, 2);
  });

  it('computes areas', () => {
    expect(ductSectionAreaM2({ shape: 'round', diameterM: 2 })).toBeCloseTo(Math.PI, 12);
    expect(ductSectionAreaM2({ shape: 'rectangular', widthM: 2, heightM: 3 })).toBe(6);
  });
});
