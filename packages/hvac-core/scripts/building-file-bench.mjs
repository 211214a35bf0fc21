// Building-file speed (issue 19, the app's path): a 50-room, 10-zone, 5-system building file with
// twelve design months, parsed by BuildingLoadInputSchema and computed by calculateBuildingLoadInput
// as the web app does on every edit. The target is ≤ 50 ms on the project's 2-core machines; this
// script prints the figures and does not fail (a timed test would be flaky on a busy machine).
// First (issue 44), the first use of layered constructions: the conduction time series of 25, then
// 100 more, distinct twelve-layer constructions computed from their layers in this fresh process
// (the first batch pays for the harmonic grid and the JIT), light ones (thin, low-density layers,
// whose series need the most harmonics) and mixes of table 18's materials; each batch should take
// well under the building's 50 ms.
// Run `pnpm run build` first.
import { performance } from 'node:perf_hooks';

const dist = new URL('../dist/', import.meta.url);
const {
  BuildingLoadInputSchema,
  calculateBuildingLoadInput,
  defaultBuildingLoadInput,
  layeredConstructionResponse,
  TABLE_18_MATERIALS,
} = await import(new URL('building-load/index.js', dist).href);

/** A deterministic spread in [0, 1): additive recurrence of the golden ratio. */
const fraction = (i, step = 0.6180339887498949) => (i * step) % 1;
/** Twelve thin light layers (0.5–2.3 mm, 0.03–0.07 W/m·K, 10 kg/m³ and up, 1 kJ/kg·K), distinct by `c`. */
const lightConstruction = (c) => ({
  layers: Array.from({ length: 12 }, (_, l) => ({
    name: '',
    thickness: 0.5 + ((c * 12 + l) % 7) * 0.3,
    conductivity: 0.03 + 0.01 * (l % 5),
    density: 10 + c,
    specificHeat: 1,
  })),
  outsideFilmR: 0.04,
  insideFilmR: 0.12,
});
/** Twelve layers of table 18's materials at 50–150 % of their thickness, distinct by `c`. */
const mixedConstruction = (c) => ({
  layers: Array.from({ length: 12 }, (_, l) => {
    const i = c * 12 + l + 1;
    const m = TABLE_18_MATERIALS[Math.floor(fraction(i) * TABLE_18_MATERIALS.length)];
    return {
      name: m.code,
      thickness: m.thicknessM * 1000 * (0.5 + fraction(i, 0.7548776662466927)),
      conductivity: m.conductivityWmK,
      density: m.densityKgM3,
      specificHeat: m.specificHeatJkgK / 1000,
    };
  }),
  outsideFilmR: 0.04,
  insideFilmR: 0.12,
});
/** Milliseconds to compute each construction's series once. */
function firstUseMs(constructions) {
  const start = performance.now();
  let sink = 0;
  for (const c of constructions) sink += layeredConstructionResponse(c, 'Metric').cts[0];
  const ms = performance.now() - start;
  if (!Number.isFinite(sink)) throw new Error('A conduction time series was not finite.');
  return ms;
}
const batches = [
  ['light', 25, 0, lightConstruction],
  ['light', 100, 1000, lightConstruction],
  ['table 18 mixes', 25, 2000, mixedConstruction],
  ['table 18 mixes', 100, 3000, mixedConstruction],
];
for (const [kind, count, from, make] of batches) {
  const list = Array.from({ length: count }, (_, i) => make(from + i));
  console.log(
    `first use: ${count} distinct twelve-layer constructions (${kind}): ${firstUseMs(list).toFixed(1)} ms (building budget 50 ms)`,
  );
}

const base = defaultBuildingLoadInput('Metric');
const template = base.rooms[0];
const orientations = ['N', 'E', 'S', 'W'];
const months = Array.from({ length: 12 }, (_, m) => ({
  month: m + 1,
  maxDryBulb: 10 + 2 * m - (m > 6 ? 4 * (m - 6) : 0),
  dailyRange: 10,
  coincidentWetBulb: 8 + m - (m > 6 ? 2 * (m - 6) : 0),
  taub: 0.4,
  taud: 2.1,
}));
const systems = Array.from({ length: 5 }, (_, s) => ({
  id: `a${s + 1}`,
  name: `AHU-${s + 1}`,
  supplyAirTemp: 13,
  fanHeat: 500,
}));
const zones = Array.from({ length: 10 }, (_, z) => ({
  id: `z${z + 1}`,
  name: `Zone ${z + 1}`,
  systemId: `a${(z % 5) + 1}`,
}));
const rooms = Array.from({ length: 50 }, (_, i) => {
  const orientation = orientations[i % 4];
  return {
    ...template,
    id: `r${i + 1}`,
    name: `Room ${i + 1}`,
    zoneId: `z${(i % 10) + 1}`,
    surfaces: template.surfaces.map((s) => (s.orientation === 'roof' ? s : { ...s, orientation })),
    windows: template.windows.map((w) => ({ ...w, orientation, overhangProjection: 0.6 })),
  };
});
const draft = { ...base, site: { ...base.site, months }, rooms, zones, systems };

const run = () => calculateBuildingLoadInput(BuildingLoadInputSchema.parse(draft));
for (let i = 0; i < 5; i++) run();
const samples = [];
for (let i = 0; i < 20; i++) {
  const start = performance.now();
  run();
  samples.push(performance.now() - start);
}
samples.sort((a, b) => a - b);
const median = samples[Math.floor(samples.length / 2)];
console.log(
  `building file, 50 rooms / 10 zones / 5 systems / 12 months: median ${median.toFixed(1)} ms, best ${samples[0].toFixed(1)} ms (budget 50 ms)`,
);
