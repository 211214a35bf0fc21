import { describe, expect, it, test } from 'vitest';
import { dutyPoint, fitPumpCurve, pumpPower, systemCurveK } from './pump-duty.js';

describe('dutyPoint', () => {
  // Hand calculation: pump H = 100 − 0.0025 Q², system H = k Q² with k = 50/100² = 0.005 (the
  // design point 100 flow units at 50 head units): 100 − 0.0025 Q² = 0.005 Q² → Q = √(100/0.0075)
  // = 115.470, H = 0.005 × 13 333.3 = 66.667.
  it('crosses the pump curve and the system curve through the design point (hand calculation)', () => {
    const k = systemCurveK(100, 50);
    expect(k).toBeCloseTo(0.005, 15);
    const duty = dutyPoint([100, 0, -0.0025], k, 200)!;
    expect(duty.flowM3S).toBeCloseTo(115.470054, 5);
    expect(duty.pressurePa).toBeCloseTo(66.666667, 5);
  });

  it('is null when the pump cannot reach the system curve within its flows', () => {
    expect(dutyPoint([10, 0, -0.0025], 0.005, 20)).toBeNull();
  });
});

describe('fitPumpCurve', () => {
  it('moves the fitted curve to a running speed by the affinity laws: aₖ s^(2−k)', () => {
    const points = [0, 1, 2].map((q) => ({ flowM3S: q, pressurePa: 100 - 25 * q * q }));
    const half = fitPumpCurve(points, 2, 0.5);
    // At half speed: Δp(Q) = 0.25 × 100 − 25 Q² (a₂ s⁰): shut-off quarter, same a₂.
    expect(half.atSpeed[0]).toBeCloseTo(25, 9);
    expect(half.atSpeed[2]).toBeCloseTo(-25, 9);
    expect(half.maxFlowM3S).toBeCloseTo(1, 12);
  });
});

describe('pumpPower', () => {
  // ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 44: water power = Q H / 3960
  // (gpm, ft, hp), brake power = water power / η_p. 100 gpm at 50 ft of water:
  // 100 × 50 / 3960 = 1.2626 hp; at 70 % efficiency 1.8038 hp; motor at 90 %: 2.0042 hp.
  test.each([[100, 50, 70, 90, 1.2626, 1.8038, 2.0042]])(
    '%d gpm at %d ft, ηp %d %%, ηm %d %%: %d whp, %d bhp, %d hp in',
    (gpm, ft, pumpEff, motorEff, whp, bhp, inHp) => {
      const power = pumpPower(
        (gpm * 3.785411784e-3) / 60,
        ft * 1000 * 9.80665 * 0.3048,
        pumpEff,
        motorEff,
        'Imperial',
      );
      const hp = 745.699872;
      // 3960 rests on water at about 68 °F (62.32 lb/ft³); the engine's conventional foot of
      // water (1000 kg/m³) is 0.2 % heavier.
      expect(Math.abs(power.hydraulicPowerW / hp / whp - 1)).toBeLessThan(0.003);
      expect(Math.abs(power.shaftPowerW / hp / bhp - 1)).toBeLessThan(0.003);
      expect(Math.abs(power.motorInputPowerW / hp / inHp - 1)).toBeLessThan(0.003);
      expect(power.motor?.label).toBe('2 hp');
    },
  );
});
