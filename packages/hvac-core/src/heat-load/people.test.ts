import { describe, expect, it, test } from 'vitest';
import { WATTS_PER_BTU_PER_HOUR } from '../units/index.js';
import { ACTIVITY_LEVELS, ACTIVITY_LEVEL_IDS, DEFAULT_ACTIVITY_LEVEL } from './constants.js';
import type { ActivityLevelId } from './constants.js';
import { activityLevel, peopleHeatGainW } from './people.js';

describe('ACTIVITY_LEVELS', () => {
  // ASHRAE Handbook—Fundamentals (2021), ch. 18, table 1, adjusted sensible and latent gains:
  // I-P edition in Btu/h, SI edition in W; the adjusted total is sensible + latent in both.
  test.each<[ActivityLevelId, number, number, number, number, number, number]>([
    // [id, sensible Btu/h, latent Btu/h, adjusted total Btu/h, sensible W, latent W, adjusted total W]
    ['seatedAtTheater', 225, 105, 330, 65, 30, 95],
    ['seatedAtTheaterNight', 245, 105, 350, 70, 35, 105],
    ['seatedVeryLightWork', 245, 155, 400, 70, 45, 115],
    ['moderatelyActiveOfficeWork', 250, 200, 450, 75, 55, 130],
    ['standingLightWorkWalking', 250, 200, 450, 75, 55, 130],
    ['walkingStanding', 250, 250, 500, 75, 70, 145],
    ['sedentaryWorkRestaurant', 275, 275, 550, 80, 80, 160],
    ['lightBenchWork', 275, 475, 750, 80, 140, 220],
    ['moderateDancing', 305, 545, 850, 90, 160, 250],
    ['walking3MphLightMachineWork', 375, 625, 1000, 110, 185, 295],
    ['bowling', 580, 870, 1450, 170, 255, 425],
    ['heavyWork', 580, 870, 1450, 170, 255, 425],
    ['heavyMachineWorkLifting', 635, 965, 1600, 185, 285, 470],
    ['athletics', 710, 1090, 1800, 210, 315, 525],
  ])('%s: %d + %d Btu/h (%d), %d + %d W (%d)', (id, sBtu, lBtu, totalBtu, sW, lW, totalW) => {
    const level = activityLevel(id);
    expect([level.sensibleBtuPerHour, level.latentBtuPerHour]).toEqual([sBtu, lBtu]);
    expect(sBtu + lBtu).toBe(totalBtu);
    expect([level.siEditionSensibleW, level.siEditionLatentW]).toEqual([sW, lW]);
    expect(sW + lW).toBe(totalW);
  });

  it('lists every activity once, in the table order', () => {
    expect(ACTIVITY_LEVELS.map((level) => level.id)).toEqual([...ACTIVITY_LEVEL_IDS]);
  });

  it('converts the I-P values exactly to the watts the engine uses (1 W = 3.412 Btu/h)', () => {
    for (const level of ACTIVITY_LEVELS) {
      expect(level.sensibleW).toBeCloseTo(level.sensibleBtuPerHour * WATTS_PER_BTU_PER_HOUR, 12);
      expect(level.latentW).toBeCloseTo(level.latentBtuPerHour * WATTS_PER_BTU_PER_HOUR, 12);
    }
  });

  it('agrees with the SI edition within its 5 W rounding (catches a transcription slip)', () => {
    for (const level of ACTIVITY_LEVELS) {
      expect(Math.abs(level.sensibleW - level.siEditionSensibleW)).toBeLessThanOrEqual(5);
      expect(Math.abs(level.latentW - level.siEditionLatentW)).toBeLessThanOrEqual(5);
    }
  });

  it('uses moderately active office work (73.3 W / 58.6 W) by default', () => {
    const level = activityLevel(DEFAULT_ACTIVITY_LEVEL);
    expect(level.sensibleW).toBeCloseTo(73.27, 2);
    expect(level.latentW).toBeCloseTo(58.61, 2);
  });

  it('cites its source on every row', () => {
    for (const level of ACTIVITY_LEVELS)
      expect(level.source).toMatch(/ASHRAE Handbook—Fundamentals \(2021\), ch\. 18, table 1/);
  });
});

describe('peopleHeatGainW', () => {
  it('multiplies the per-person gains: 3 office workers give 750 + 600 Btu/h', () => {
    const gain = peopleHeatGainW(3, 'moderatelyActiveOfficeWork');
    expect(gain.sensibleW / WATTS_PER_BTU_PER_HOUR).toBeCloseTo(750, 9);
    expect(gain.latentW / WATTS_PER_BTU_PER_HOUR).toBeCloseTo(600, 9);
  });

  it('is zero for an empty room', () => {
    expect(peopleHeatGainW(0, 'athletics')).toEqual({ sensibleW: 0, latentW: 0 });
  });

  it('rejects a negative count and an unknown activity', () => {
    expect(() => peopleHeatGainW(-1, 'athletics')).toThrow(RangeError);
    expect(() => activityLevel('juggling' as ActivityLevelId)).toThrow(RangeError);
  });
});
