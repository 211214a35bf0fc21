import { describe, expect, it } from 'vitest';
import { waterVapourPressurePa } from '../fluids/vapour-pressure.js';
import { fluidProperties } from '../fluids/fluid-properties.js';
import { npshAvailableM } from './npsh.js';

const FT = 0.3048;

describe('npshAvailableM', () => {
  const water60F = fluidProperties({ fluid: 'water', temperatureC: (60 - 32) / 1.8 });

  it('gives 33.9 ft of atmospheric head and 0.59 ft of vapour head for 60 °F water at sea level', () => {
    // Hydraulic Institute / Cameron Hydraulic Data: atmosphere at sea level = 33.9 ft of 60 °F water;
    // vapour pressure of water at 60 °F = 0.2563 psia = 0.59 ft.
    const atmosphereFt =
      npshAvailableM({
        surfacePressurePa: 101_325,
        vapourPressurePa: 0,
        densityKgM3: water60F.densityKgM3,
        liquidLevelAboveImpellerM: 0,
        suctionLossPa: 0,
      }) / FT;
    expect(atmosphereFt).toBeCloseTo(33.9, 1);
    const vapourPa = waterVapourPressurePa((60 - 32) / 1.8);
    expect(vapourPa / 6894.757).toBeCloseTo(0.2563, 3);
    expect(vapourPa / (water60F.densityKgM3 * 9.80665) / FT).toBeCloseTo(0.59, 2);
  });

  it('adds the liquid level and subtracts the vapour pressure and the suction losses', () => {
    const vapourPa = waterVapourPressurePa((60 - 32) / 1.8);
    const available = npshAvailableM({
      surfacePressurePa: 101_325,
      vapourPressurePa: vapourPa,
      densityKgM3: water60F.densityKgM3,
      liquidLevelAboveImpellerM: 5 * FT,
      suctionLossPa: 2 * FT * water60F.densityKgM3 * 9.80665,
    });
    expect(available / FT).toBeCloseTo(33.9 - 0.59 + 5 - 2, 1);
  });

  it('goes negative with a high lift of hot water', () => {
    const hot = fluidProperties({ fluid: 'water', temperatureC: 90 });
    expect(
      npshAvailableM({
        surfacePressurePa: 101_325,
        vapourPressurePa: waterVapourPressurePa(90),
        densityKgM3: hot.densityKgM3,
        liquidLevelAboveImpellerM: -4,
        suctionLossPa: 5000,
      }),
    ).toBeLessThan(0);
  });
});
