// Building-file speed (issue 19, the app's path): a 50-room, 10-zone, 5-system building file with
// twelve design months, parsed by BuildingLoadInputSchema and computed by calculateBuildingLoadInput
// as the web app does on every edit. The target is ≤ 50 ms on the project's 2-core machines; this
// script prints the figures and does not fail (a timed test would be flaky on a busy machine).
// Run `pnpm run build` first.
import { performance } from 'node:perf_hooks';

const dist = new URL('../dist/', import.meta.url);
const { BuildingLoadInputSchema, calculateBuildingLoadInput, defaultBuildingLoadInput } =
  await import(new URL('building-load/index.js', dist).href);

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
