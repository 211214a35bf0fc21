// Building-load speed (issue 19): a 50-room, 5-system building, 12 design months × 24 hours,
// recomputed from scratch (site hours, every room, every zone and coil), measured on the built
// package (dist/) as the web app runs it. The target is ≤ 50 ms on the project's 2-core machines;
// this script prints the figure and does not fail (a timed test would be flaky on a busy machine).
// Run `pnpm run build` first.
import { performance } from 'node:perf_hooks';

const dist = new URL('../dist/', import.meta.url);
const { siteDesignHours, roomLoads, combineLoads, coilLoad, nonsolarRts, solarRts } = await import(
  new URL('building-load/index.js', dist).href
);

const months = Array.from({ length: 12 }, (_, m) => ({
  month: m + 1,
  maxDryBulbC: 10 + 2 * m - (m > 6 ? 4 * (m - 6) : 0),
  dailyRangeK: 10,
  humidityRatio: 0.01,
  taub: 0.4,
  taud: 2.1,
}));
const site = {
  latitudeDeg: 41.98,
  longitudeDeg: -87.92,
  timeZoneHours: -6,
  groundReflectance: 0.2,
  clearSkyModel: 'ashrae-2009',
  heatingDryBulbC: -20,
  months,
};
const office = Array.from({ length: 24 }, (_, i) => (i >= 8 && i < 18 ? 1 : 0.1));
const cts = [0.2, 0.3, 0.2, 0.1, 0.1, 0.05, 0.05, ...new Array(17).fill(0)];
const rts = {
  nonsolar: nonsolarRts({ construction: 'medium', carpet: true, glassPercent: 50 }),
  solar: solarRts({ construction: 'medium', carpet: true, glassPercent: 50 }),
};
const azimuths = [0, 90, 180, -90];
const rooms = Array.from({ length: 50 }, (_, i) => {
  const azimuthDeg = azimuths[i % 4];
  return {
    name: `Room ${i + 1}`,
    floorAreaM2: 30,
    indoorC: 24,
    indoorHumidityRatio: 0.0093,
    heatingIndoorC: 21,
    opaqueSurfaces: [
      {
        name: 'Wall',
        areaM2: 15,
        uWm2K: 0.4,
        tiltDeg: 90,
        azimuthDeg,
        absorptanceOverHoM2KW: 0.052,
        cts,
      },
      {
        name: 'Roof',
        areaM2: 30,
        uWm2K: 0.2,
        tiltDeg: 0,
        azimuthDeg: 0,
        absorptanceOverHoM2KW: 0.026,
        cts,
      },
    ],
    windows: [
      {
        name: 'Window',
        areaM2: 6,
        uWm2K: 2,
        tiltDeg: 90,
        azimuthDeg,
        shgc: 0.4,
        angularShgc: {
          anglesDeg: [0, 40, 50, 60, 70, 80, 90],
          shgc: [0.4, 0.39, 0.38, 0.35, 0.29, 0.18, 0],
        },
        iac: 1,
        exteriorShading: {
          widthM: 3,
          heightM: 2,
          overhangProjectionM: 0.6,
          overhangGapM: 0.2,
          finProjectionM: 0,
          finGapM: 0,
        },
      },
    ],
    internalGains: [
      {
        name: 'People',
        kind: 'people',
        sensibleW: 220,
        latentW: 176,
        radiantFraction: 0.6,
        schedule: office,
      },
      {
        name: 'Lights',
        kind: 'lighting',
        sensibleW: 300,
        latentW: 0,
        radiantFraction: 0.57,
        schedule: office,
      },
      {
        name: 'Equipment',
        kind: 'equipment',
        sensibleW: 400,
        latentW: 0,
        radiantFraction: 0.3,
        schedule: office,
      },
    ],
    infiltrationM3s: 0.01,
    rts,
  };
});
const system = {
  roomC: 24,
  roomHumidityRatio: 0.0093,
  supplyAirC: 13,
  outdoorAirM3s: 0.3,
  fanHeatW: 1500,
};

function building() {
  const hours = siteDesignHours(site);
  const results = rooms.map((room) => roomLoads(room, hours));
  const coils = [];
  for (let s = 0; s < 5; s++) {
    const group = combineLoads(results.slice(s * 10, s * 10 + 10));
    coils.push(coilLoad(group, hours, system));
  }
  return { block: combineLoads(results).blockPeak, coils };
}

for (let i = 0; i < 5; i++) building();
const samples = [];
for (let i = 0; i < 15; i++) {
  const start = performance.now();
  building();
  samples.push(performance.now() - start);
}
samples.sort((a, b) => a - b);
const median = samples[Math.floor(samples.length / 2)];
const { block, coils } = building();
console.log(
  `building-load: 50 rooms, 5 systems, 12 months × 24 h: median ${median.toFixed(1)} ms ` +
    `(min ${samples[0].toFixed(1)}, max ${samples.at(-1).toFixed(1)}; target ≤ 50 ms)`,
);
console.log(
  `  building block peak ${(block.sensibleW / 1000).toFixed(1)} kW sensible in month ${block.month}, hour ${block.hour}; ` +
    `system 1 coil ${(coils[0].totalW / 1000).toFixed(1)} kW in month ${coils[0].month}, hour ${coils[0].hour}`,
);
