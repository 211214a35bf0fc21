import { describe, expect, it, test } from 'vitest';
import { airPropertiesAt } from './air-properties.js';
import { ductFlow } from './duct-flow.js';
import { rectangularEquivalentDiameterM } from './equivalent-diameter.js';
import {
  rectangularForFriction,
  rectangularForVelocity,
  roundDiameterForFrictionM,
  roundDiameterForVelocityM,
} from './sizing.js';

const AIR = airPropertiesAt(20, 0);
const GALVANIZED_M = 0.09e-3;
const IN = 0.0254;
const CFM = 0.3048 ** 3 / 60;
const FPM = 0.3048 / 60;
const IN_WG_PER_100FT = 249.08891 / 30.48;

describe('roundDiameterForFrictionM', () => {
  it('sizes 1000 cfm at 0.10 in. wg/100 ft to about 13.6 in and 980 fpm (ASHRAE F 2021 ch. 21, fig. 10)', () => {
    const diameterM = roundDiameterForFrictionM(
      1000 * CFM,
      0.1 * IN_WG_PER_100FT,
      GALVANIZED_M,
      AIR,
    );
    expect(diameterM / IN).toBeGreaterThan(13.5);
    expect(diameterM / IN).toBeLessThan(13.75);
    const velocityFpm = (1000 * CFM) / ((Math.PI * diameterM ** 2) / 4) / FPM;
    expect(velocityFpm).toBeGreaterThan(970);
    expect(velocityFpm).toBeLessThan(995);
  });

  test.each<[number, number]>([
    [0.01, 0.05],
    [0.5, 1],
    [5, 0.3],
    [50, 2],
  ])(
    'round-trips: the solved diameter for %d m³/s at %d Pa/m has that friction rate',
    (flowM3S, frictionPaPerM) => {
      const diameterM = roundDiameterForFrictionM(flowM3S, frictionPaPerM, GALVANIZED_M, AIR);
      const rate = ductFlow(
        { shape: 'round', diameterM },
        flowM3S,
        GALVANIZED_M,
        AIR,
      ).frictionRatePaPerM;
      expect(rate / frictionPaPerM).toBeCloseTo(1, 10);
    },
  );

  it('needs a larger duct for a lower friction target, more airflow, or a rougher material', () => {
    const d = (flow: number, friction: number, roughness: number): number =>
      roundDiameterForFrictionM(flow, friction, roughness, AIR);
    expect(d(1, 0.5, GALVANIZED_M)).toBeGreaterThan(d(1, 1, GALVANIZED_M));
    expect(d(2, 1, GALVANIZED_M)).toBeGreaterThan(d(1, 1, GALVANIZED_M));
    expect(d(1, 1, 0.9e-3)).toBeGreaterThan(d(1, 1, GALVANIZED_M));
  });

  it('needs a smaller duct in thinner air (altitude), at the same friction target', () => {
    const high = airPropertiesAt(20, 2000);
    expect(roundDiameterForFrictionM(1, 1, GALVANIZED_M, high)).toBeLessThan(
      roundDiameterForFrictionM(1, 1, GALVANIZED_M, AIR),
    );
  });
});

describe('rectangularForFriction', () => {
  test.each([1, 2, 4, 8])(
    'gives a rectangle of aspect ratio %d whose De is the round size',
    (aspectRatio) => {
      const section = rectangularForFriction(1, 0.8, aspectRatio, GALVANIZED_M, AIR);
      expect(section.widthM / section.heightM).toBeCloseTo(aspectRatio, 12);
      expect(rectangularEquivalentDiameterM(section.widthM, section.heightM)).toBeCloseTo(
        roundDiameterForFrictionM(1, 0.8, GALVANIZED_M, AIR),
        12,
      );
    },
  );
});

describe('velocity method', () => {
  it('sizes the kitchen exhaust: 2000 cfm at 1500 fpm is 1.333 ft², 15.6 in round', () => {
    const diameterM = roundDiameterForVelocityM(2000 * CFM, 1500 * FPM);
    expect((Math.PI * diameterM ** 2) / 4 / 0.3048 ** 2).toBeCloseTo(4 / 3, 10);
    expect(diameterM / IN).toBeCloseTo(15.64, 2);
  });
  it('gives a rectangle with area Q/V and the aspect ratio', () => {
    const section = rectangularForVelocity(1, 5, 3);
    expect(section.widthM * section.heightM).toBeCloseTo(0.2, 12);
    expect(section.widthM / section.heightM).toBeCloseTo(3, 12);
  });
});
