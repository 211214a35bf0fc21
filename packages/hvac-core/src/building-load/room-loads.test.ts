import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AIR_SENSIBLE_FACTOR_W_PER_M3S_K } from '../heat-load/constants.js';
import { fromSi, toSi } from '../units/index.js';
import { parseStat } from '../weather/stat.js';
import { WEATHER_FIXTURES, readWeatherFixture } from '../weather/_testing/fixtures.js';
import { airFactorsAtElevation } from './air-factors.js';
import { defaultAngularShgc } from './glazing-shgc.js';
import { INSTANT_SERIES } from './time-series.js';
import { nonsolarRts, solarRts } from './rts-tables.js';
import { interpolateShgc, roomLoads } from './room-loads.js';
import type { RoomInput } from './room-loads.js';
import { siteDesignHours } from './site-hours.js';
import { BUILDING_LOAD_PROPERTIES } from './validation-cases.js';
import type { SiteDesignInput } from './site-hours.js';
import { CHICAGO_JULY_SITE, TEST_SERIES, testOffice } from './_testing/rooms.js';

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

/** A site whose outdoor air is constant all day and which has no sun. */
function constantSite(outdoorC: number): SiteDesignInput {
  return {
    ...CHICAGO_JULY_SITE,
    months: [
      { month: 7, maxDryBulbC: outdoorC, dailyRangeK: 0, humidityRatio: 0.01, taub: 0, taud: 0 },
    ],
  };
}

const seriesArb = fc
  .array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 24, maxLength: 24 })
  .filter((terms) => sum(terms) > 1e-3)
  .map((terms) => terms.map((t) => t / sum(terms)));

describe('roomLoads: properties of the method', () => {
  it(BUILDING_LOAD_PROPERTIES.steadyStateWithoutSun, () => {
    fc.assert(
      fc.property(
        fc.double({ min: -30, max: 45, noNaN: true }),
        fc.double({ min: 0.1, max: 5, noNaN: true }),
        seriesArb,
        seriesArb,
        (outdoorC, uWall, cts, rts) => {
          const room = testOffice({
            internalGains: [],
            infiltrationM3s: 0,
            rts: { nonsolar: rts, solar: rts },
            // The office's west wall (12 m², U = uWall) and roof (20 m², U = 0.25).
            opaqueSurfaces: testOffice().opaqueSurfaces.map((surface, index) => ({
              ...surface,
              uWm2K: index === 0 ? uWall : surface.uWm2K,
              cts,
            })),
          });
          const result = roomLoads(room, siteDesignHours(constantSite(outdoorC)));
          // Wall and window see te = to; the roof's sol-air temperature is to − 3.9 K (long-wave).
          const expected =
            (12 * uWall + 4 * 2.8) * (outdoorC - 24) + 20 * 0.25 * (outdoorC - 3.9 - 24);
          for (const load of result.months[0]?.sensibleW ?? [])
            expect(load).toBeCloseTo(expected, 6);
        },
      ),
      { numRuns: 50 },
    );
  });

  it(BUILDING_LOAD_PROPERTIES.loadsSumToGains, () => {
    fc.assert(
      fc.property(seriesArb, seriesArb, seriesArb, (cts, nonsolar, solar) => {
        const room = testOffice({
          rts: { nonsolar, solar },
          opaqueSurfaces: testOffice().opaqueSurfaces.map((s) => ({ ...s, cts })),
        });
        const month = roomLoads(room, siteDesignHours(CHICAGO_JULY_SITE)).months[0];
        expect(sum(month?.sensibleW ?? [])).toBeCloseTo(sum(month?.sensibleGainW ?? []), 6);
      }),
      { numRuns: 30 },
    );
  });

  it(BUILDING_LOAD_PROPERTIES.componentsSumToLoad, () => {
    const month = roomLoads(testOffice(), siteDesignHours(CHICAGO_JULY_SITE)).months[0];
    const components = Object.values(month?.components ?? {}) as readonly number[][];
    const total = components.reduce((acc, c) => acc + sum(c), 0);
    expect(total).toBeCloseTo(sum(month?.sensibleGainW ?? []), 6);
    for (let h = 0; h < 24; h++) {
      expect(components.reduce((acc, c) => acc + (c[h] ?? 0), 0)).toBeCloseTo(
        month?.sensibleW[h] ?? 0,
        9,
      );
    }
  });

  it('reports the peak with sensible + latent = total', () => {
    const { peak, months } = roomLoads(testOffice(), siteDesignHours(CHICAGO_JULY_SITE));
    expect(peak.totalW).toBeCloseTo(peak.sensibleW + peak.latentW, 9);
    expect(peak.sensibleW).toBe(Math.max(...(months[0]?.sensibleW ?? [])));
    expect(months[0]?.latentW[peak.hour - 1]).toBe(peak.latentW);
  });

  it('gives the same physical answer for a room entered in Imperial and in Metric units', () => {
    // The same office typed in I-P (ft², Btu/h·ft²·°F, °F, cfm) and converted at the edge.
    const ip = {
      wallFt2: 129.17,
      wallU: 0.08,
      windowFt2: 43.06,
      windowU: 0.5,
      floorFt2: 215.28,
      indoorF: 75,
      cfm: 21.19,
    };
    const metricRoom = testOffice();
    const fromImperial: RoomInput = testOffice({
      floorAreaM2: toSi(ip.floorFt2, 'area', 'Imperial'),
      indoorC: toSi(ip.indoorF, 'temperature', 'Imperial'),
      infiltrationM3s: toSi(ip.cfm, 'airflow', 'Imperial'),
      opaqueSurfaces: [
        {
          ...metricRoom.opaqueSurfaces[0]!,
          areaM2: toSi(ip.wallFt2, 'area', 'Imperial'),
          uWm2K: toSi(ip.wallU, 'uValue', 'Imperial'),
        },
      ],
      windows: [
        {
          ...metricRoom.windows[0]!,
          areaM2: toSi(ip.windowFt2, 'area', 'Imperial'),
          uWm2K: toSi(ip.windowU, 'uValue', 'Imperial'),
        },
      ],
    });
    const metric: RoomInput = testOffice({
      floorAreaM2: fromImperial.floorAreaM2,
      indoorC: (75 - 32) / 1.8,
      infiltrationM3s: ip.cfm * 0.00047194745,
      opaqueSurfaces: [
        {
          ...metricRoom.opaqueSurfaces[0]!,
          areaM2: ip.wallFt2 * 0.09290304,
          uWm2K: ip.wallU * 5.678263,
        },
      ],
      windows: [
        {
          ...metricRoom.windows[0]!,
          areaM2: ip.windowFt2 * 0.09290304,
          uWm2K: ip.windowU * 5.678263,
        },
      ],
    });
    const hours = siteDesignHours(CHICAGO_JULY_SITE);
    const a = roomLoads(fromImperial, hours);
    const b = roomLoads(metric, hours);
    expect(a.peak.sensibleW).toBeCloseTo(b.peak.sensibleW, 2);
    expect(a.heatingW).toBeCloseTo(b.heatingW, 2);
    expect(fromSi(a.peak.sensibleW, 'heatRate', 'Imperial')).toBeCloseTo(
      b.peak.sensibleW / 0.29307107,
      1,
    );
  });
});

describe('roomLoads: heating', () => {
  it('is the steady U·A·ΔT plus infiltration at the heating design dry bulb, with no credit for sun or people', () => {
    const room = testOffice();
    const { heatingW } = roomLoads(room, siteDesignHours(CHICAGO_JULY_SITE));
    const ua = 12 * 0.45 + 20 * 0.25 + 4 * 2.8;
    expect(heatingW).toBeCloseTo(ua * (21 - -20) + AIR_SENSIBLE_FACTOR_W_PER_M3S_K * 0.01 * 41, 9);
  });

  it('takes infiltration at the site’s density: 10 L/s over 41 K is 408.0 W at 1,600 m, not 494.9 W (issue 40 §2)', () => {
    // ASHRAE Handbook—Fundamentals (2021), ch. 18, eqs. 9–11: C_s = 1.2072 W/(L/s)·K × ρ/ρ_std,
    // ρ/ρ_std = 83.523/101.325 = 0.82431 at 1,600 m (ch. 1, eq. 3): 1.2072 × 0.82431 × 10 × 41.
    const room = testOffice();
    const hours = siteDesignHours(CHICAGO_JULY_SITE);
    const ua = 12 * 0.45 + 20 * 0.25 + 4 * 2.8;
    const { heatingW } = roomLoads(room, hours, airFactorsAtElevation(1600));
    expect(heatingW - ua * 41).toBeCloseTo(408.0, 1);
  });

  it('takes infiltration’s cooling loads at the site’s density (issue 40 §2)', () => {
    // Infiltration is a volume at the site: its sensible gain C_s·Q·(t_o − t_i) and its latent load
    // C_l·Q·(W_o − W_i) are 0.82431 times the sea-level ones at 1,600 m (ch. 18, eqs. 9–11): 10 L/s
    // with ΔW = 0.0064 is 3005.6 × 10 × 0.0064 = 192.4 W at sea level, 158.6 W at 1,600 m.
    const hours = siteDesignHours(CHICAGO_JULY_SITE);
    const air = airFactorsAtElevation(1600);
    const sea = roomLoads(testOffice(), hours).months[0];
    const high = roomLoads(testOffice(), hours, air).months[0];
    const noInfiltration = roomLoads(testOffice({ infiltrationM3s: 0 }), hours).months[0];
    if (!sea || !high || !noInfiltration) throw new Error('one design month');
    const latentSea = (sea.latentW[0] ?? 0) - (noInfiltration.latentW[0] ?? 0);
    const latentHigh = (high.latentW[0] ?? 0) - (noInfiltration.latentW[0] ?? 0);
    expect(latentSea).toBeCloseTo(3005.6 * 10 * (0.0157 - 0.0093), 1);
    expect(latentHigh).toBeCloseTo(3005.6 * 0.824312 * 10 * (0.0157 - 0.0093), 1);
    sea.sensibleGainW.forEach((gain, h) => {
      const infiltrationGain = gain - (noInfiltration.sensibleGainW[h] ?? 0);
      const highGain = (high.sensibleGainW[h] ?? 0) - (noInfiltration.sensibleGainW[h] ?? 0);
      expect(highGain).toBeCloseTo(infiltrationGain * air.densityRatio, 9);
    });
  });
});

describe('roomLoads: solar', () => {
  it('peaks a west office in the afternoon, and its window gains nothing before sunrise', () => {
    const room = testOffice({
      internalGains: [],
      rts: {
        nonsolar: nonsolarRts({ construction: 'medium', carpet: true, glassPercent: 50 }),
        solar: solarRts({ construction: 'medium', carpet: true, glassPercent: 50 }),
      },
    });
    const { peak, months } = roomLoads(room, siteDesignHours(CHICAGO_JULY_SITE));
    expect(peak.hour).toBeGreaterThanOrEqual(15);
    expect(peak.hour).toBeLessThanOrEqual(19);
    expect(months[0]?.sensibleGainW[2]).toBeLessThan(0);
  });

  it('finds the peak of a south window in Chicago outside July, month by month (the .stat design days)', () => {
    const result = parseStat(readWeatherFixture(WEATHER_FIXTURES.chicagoStat), 'chicago.stat');
    if (!result.ok) throw new Error('fixture');
    const stat = result.value;
    const site: SiteDesignInput = {
      ...CHICAGO_JULY_SITE,
      months: Array.from({ length: 12 }, (_, m) => ({
        month: m + 1,
        maxDryBulbC: stat.monthlyDryBulb04C?.values[m] ?? 0,
        dailyRangeK: stat.monthlyDailyRangeK?.values[m] ?? 0,
        humidityRatio: 0.008,
        taub: stat.monthlyTaub.values[m] ?? 0,
        taud: stat.monthlyTaud.values[m] ?? 0,
      })),
    };
    const southGlass = testOffice({
      opaqueSurfaces: [],
      internalGains: [],
      infiltrationM3s: 0,
      windows: [
        {
          name: 'South glass',
          areaM2: 10,
          uWm2K: 1.5,
          tiltDeg: 90,
          azimuthDeg: 0,
          shgc: 0.6,
          iac: 1,
        },
      ],
    });
    const { peak } = roomLoads(southGlass, siteDesignHours(site));
    // The low winter sun on south glass outweighs July's heat: the peak falls between October and March.
    expect(peak.month).not.toBe(7);
    expect([10, 11, 12, 1, 2, 3]).toContain(peak.month);
  });

  it('cuts the beam gain of a shaded window and never raises it', () => {
    const hours = siteDesignHours(CHICAGO_JULY_SITE);
    const bare = roomLoads(testOffice({ internalGains: [] }), hours);
    const window = testOffice().windows[0]!;
    const shaded = roomLoads(
      testOffice({
        internalGains: [],
        windows: [
          {
            ...window,
            exteriorShading: {
              widthM: 2,
              heightM: 2,
              overhangProjectionM: 1,
              overhangGapM: 0.2,
              finProjectionM: 0.5,
              finGapM: 0.1,
            },
          },
        ],
      }),
      hours,
    );
    const bareSolar = bare.months[0]?.components.windowSolar ?? [];
    const shadedSolar = shaded.months[0]?.components.windowSolar ?? [];
    expect(sum(shadedSolar)).toBeLessThan(sum(bareSolar));
    shadedSolar.forEach((q, h) => expect(q).toBeLessThanOrEqual((bareSolar[h] ?? 0) + 1e-9));
  });
});

describe('roomLoads: beam through the solar RTS, diffuse through the nonsolar RTS (issue 40 §1)', () => {
  // ASHRAE Handbook—Fundamentals (2021), ch. 18, §6.6: the solar RTS is for direct transmitted
  // solar; "for diffuse solar heat gain and direct solar heat gain from fenestration with indoor
  // shading, the nonsolar RTS should be used"; table 14: solar heat gain without interior shading is
  // 100 % radiant. A nonsolar RTS that delays everything by one hour makes the split visible.
  const ONE_HOUR_LATER: readonly number[] = [0, 1, ...new Array<number>(22).fill(0)];
  const westGlass = (rts: RoomInput['rts'], iac = 1): RoomInput =>
    testOffice({
      opaqueSurfaces: [],
      internalGains: [],
      infiltrationM3s: 0,
      rts,
      windows: [
        {
          name: 'West glass',
          areaM2: 4,
          uWm2K: 0,
          tiltDeg: 90,
          azimuthDeg: 90,
          shgc: 0.4,
          iac,
          ...(iac < 1 ? { shadedRadiantFraction: 0.54 } : {}),
        },
      ],
    });
  const hours = siteDesignHours(CHICAGO_JULY_SITE);
  const solarLoad = (room: RoomInput): readonly number[] =>
    roomLoads(room, hours).months[0]?.components.windowSolar ?? [];
  const instant = solarLoad(westGlass({ nonsolar: INSTANT_SERIES, solar: INSTANT_SERIES }));

  it('takes a west window’s morning gain, all diffuse, through the nonsolar RTS', () => {
    const delayed = solarLoad(westGlass({ nonsolar: ONE_HOUR_LATER, solar: INSTANT_SERIES }));
    const sun = hours.months[0]?.sun ?? [];
    // Morning hours (sun up, still east of the meridian): the west window sees no beam, so its
    // whole gain is diffuse and ground-reflected and arrives an hour later, 100 % radiant.
    const isMorning = (h: number): boolean =>
      (sun[h]?.altitudeDeg ?? -90) > 0 && (sun[h]?.azimuthDeg ?? 0) < -20;
    const morning = sun.flatMap((_, h) => (isMorning(h) && isMorning(h + 1) ? [h] : []));
    expect(morning.length).toBeGreaterThan(3);
    for (const h of morning) {
      expect(instant[h]).toBeGreaterThan(0);
      expect(delayed[h + 1]).toBeCloseTo(instant[h] ?? 0, 9);
    }
    // Today's code sent it through the solar RTS: no delay at all.
    expect(delayed[morning[0] ?? 0]).toBe(0);
  });

  it('takes the afternoon beam at once through a solar RTS of one term, the diffuse an hour later', () => {
    const delayed = solarLoad(westGlass({ nonsolar: ONE_HOUR_LATER, solar: INSTANT_SERIES }));
    const beamOnly = solarLoad(westGlass({ nonsolar: ONE_HOUR_LATER, solar: ONE_HOUR_LATER }));
    // beamOnly(h) = beam(h − 1) + diffuse(h − 1) = instant(h − 1); delayed(h) = beam(h) + diffuse(h − 1).
    for (let h = 1; h < 24; h++) expect(beamOnly[h]).toBeCloseTo(instant[h - 1] ?? 0, 9);
    // The afternoon beam arrives in its own hour: at the instant peak, more than the diffuse of the
    // hour before can give, and the day's load is the day's gain.
    const peakHour = instant.indexOf(Math.max(...instant));
    expect(delayed[peakHour]).toBeGreaterThan(beamOnly[peakHour] ?? 0);
    expect(sum(delayed)).toBeCloseTo(sum(instant), 9);
  });

  it('with an interior shade, takes beam and diffuse at the shade’s radiant fraction through the nonsolar RTS', () => {
    const shadedInstant = solarLoad(
      westGlass({ nonsolar: INSTANT_SERIES, solar: INSTANT_SERIES }, 0.65),
    );
    const shaded = solarLoad(westGlass({ nonsolar: ONE_HOUR_LATER, solar: INSTANT_SERIES }, 0.65));
    for (let h = 0; h < 24; h++) {
      const gain = shadedInstant[h] ?? 0;
      const previous = shadedInstant[(h + 23) % 24] ?? 0;
      expect(shaded[h]).toBeCloseTo(gain * 0.46 + previous * 0.54, 9);
    }
  });
});

describe('roomLoads: a window without its own angular SHGC (issue 40 §1)', () => {
  const hours = siteDesignHours(CHICAGO_JULY_SITE);
  const solar = (room: RoomInput): readonly number[] =>
    roomLoads(room, hours).months[0]?.components.windowSolar ?? [];
  const window = testOffice().windows[0]!;

  it('follows glazing 5b’s curve scaled to its SHGC, diffuse at 5b’s hemispherical SHGC', () => {
    const named = testOffice({ windows: [{ ...window, ...defaultAngularShgc(window.shgc) }] });
    expect(solar(testOffice())).toEqual(solar(named));
  });

  it('gains less than with its normal SHGC at every angle and on diffuse light (ch. 18 eqs. 12–13)', () => {
    const flat = testOffice({
      windows: [
        {
          ...window,
          angularShgc: { anglesDeg: [0, 90], shgc: [window.shgc, window.shgc] },
          diffuseShgc: window.shgc,
        },
      ],
    });
    const bySunHour = solar(testOffice());
    const normalEverywhere = solar(flat);
    expect(sum(bySunHour)).toBeLessThan(sum(normalEverywhere) * 0.9);
    bySunHour.forEach((q, h) => expect(q).toBeLessThanOrEqual((normalEverywhere[h] ?? 0) + 1e-9));
  });

  it('refuses a diffuse SHGC outside 0…1', () => {
    const bad = testOffice({ windows: [{ ...window, diffuseShgc: 1.5 }] });
    expect(() => roomLoads(bad, hours)).toThrow(/West window: diffuseShgc/);
  });
});

describe('roomLoads: schedules in clock time under daylight saving time (issue 40 §1)', () => {
  // ASHRAE Handbook—Fundamentals (2021), ch. 18, single-room example part 1 and table 28: one
  // pendant fluorescent luminaire, 110 W, on from 7:00 AM to 7:00 PM; July in Atlanta is under
  // daylight saving time, so the table's hours of local standard time carry the gain at hours 7 to
  // 18; 43 % convective, 57 % radiant through the nonsolar RTS of medium construction, carpet, 50 %
  // glass; the room's lighting load (W), hours 1–24, and 103 W at 3:00 PM.
  const TABLE_28 = [
    8, 8, 7, 6, 6, 5, 82, 92, 97, 100, 101, 102, 102, 102, 103, 104, 104, 105, 28, 18, 13, 10, 9, 8,
  ];
  // The clock schedule 7:00–19:00: on in the hours ending 8:00 to 19:00 on the clock.
  const clock = Array.from({ length: 24 }, (_, i) => (i >= 7 && i < 19 ? 1 : 0));
  const lightsOnly = testOffice({
    opaqueSurfaces: [],
    windows: [],
    infiltrationM3s: 0,
    internalGains: [
      {
        name: 'Pendant',
        kind: 'lighting',
        sensibleW: 110,
        latentW: 0,
        radiantFraction: 0.57,
        schedule: clock,
      },
    ],
    rts: {
      nonsolar: nonsolarRts({ construction: 'medium', carpet: true, glassPercent: 50 }),
      solar: solarRts({ construction: 'medium', carpet: true, glassPercent: 50 }),
    },
  });
  const lighting = (daylightSavingMonths: readonly number[]): readonly number[] =>
    roomLoads(lightsOnly, siteDesignHours({ ...CHICAGO_JULY_SITE, daylightSavingMonths })).months[0]
      ?.components.lighting ?? [];

  it('reads the schedule an hour later on a design day under daylight saving time: table 28 to the watt', () => {
    const load = lighting([7]);
    load.forEach((w, h) => expect(Math.abs(w - (TABLE_28[h] ?? 0))).toBeLessThanOrEqual(1));
    expect(load[14]).toBeCloseTo(103, 0);
  });

  it('reads it as it stands where the month is not under daylight saving time', () => {
    const standard = lighting([]);
    const saving = lighting([7]);
    standard.forEach((w, h) => expect(w).toBeCloseTo(saving[(h + 23) % 24] ?? 0, 9));
    expect(lighting([1, 12])).toEqual(standard);
  });
});

describe('interpolateShgc', () => {
  it('interpolates between angles and holds the ends', () => {
    const table = { anglesDeg: [0, 40, 60, 80, 90], shgc: [0.5, 0.48, 0.42, 0.22, 0] };
    expect(interpolateShgc(table, 50)).toBeCloseTo(0.45, 12);
    expect(interpolateShgc(table, 0)).toBe(0.5);
    expect(interpolateShgc(table, 95)).toBe(0);
  });
});

describe('roomLoads: input checks', () => {
  it('names the surface with a bad CTS and a shade without its radiant fraction', () => {
    const hours = siteDesignHours(CHICAGO_JULY_SITE);
    const bad = testOffice({
      opaqueSurfaces: [{ ...testOffice().opaqueSurfaces[0]!, cts: TEST_SERIES.map((t) => t * 2) }],
    });
    expect(() => roomLoads(bad, hours)).toThrow(/West wall: CTS must sum to 1/);
    const shade = testOffice({ windows: [{ ...testOffice().windows[0]!, iac: 0.7 }] });
    expect(() => roomLoads(shade, hours)).toThrow(/shadedRadiantFraction/);
  });
});
