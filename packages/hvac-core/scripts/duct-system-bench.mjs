// Duct system speed (issue 42), measured on the built package (dist/) as the web app runs it; a
// benchmark (`node scripts/duct-system-bench.mjs` after `pnpm run build`), not part of the test
// command. The goals are the issue's own, on the project's 2-core machines:
// - a 300-section supply-and-return tree recomputes (sizing, losses, critical path, balancing) in ≤ 20 ms;
// - an analysis of it (the network solution for the airflow each terminal gets) in ≤ 100 ms.
// Each figure is the median of several timed batches after a warm-up, so one slow batch on a busy
// machine does not decide it. Exits 1 when a median is over its goal.
import { medianMs as medianOf } from './median-ms.mjs';

/** The duct bench's batches: 11 of 5 calls after 10 warm-up calls (a design of 300 sections is slow). */
const medianMs = (run, options = {}) =>
  medianOf(run, { batches: 11, perBatch: 5, warmUp: 10, ...options });

// The domain's module in dist/ (the public subpath `@org/hvac-core/duct-system` is registered
// separately, in tsup.config.ts).
const {
  DuctSystemInputSchema,
  balancedAnalysisInput,
  calculateDuctSystem,
  calculateDuctSystemInput,
} = await import(new URL('../dist/duct-system/index.js', import.meta.url).href);

/**
 * A binary tree of `count` sections on one side: each section feeds a straight-through section and a
 * 90° branch; mains rectangular, branches round, some flat oval; elbows, transitions, a library
 * fitting and a manufacturer's drop along the way; each leaf a terminal.
 */
function side(system, prefix, count, firstId = 0) {
  const sections = [];
  for (let i = 0; i < count; i++) {
    const parent = i === 0 ? undefined : Math.floor((i - 1) / 2);
    const depth = Math.floor(Math.log2(i + 1));
    const leaf = 2 * i + 1 >= count;
    const straight = i % 2 === 0;
    const fittings = [];
    if (parent !== undefined) {
      fittings.push({ type: 'junction', path: straight ? 'straight' : 'branch', angle: 90 });
      if (straight) fittings.push({ type: 'transition', angle: 30 });
      else fittings.push({ type: 'elbow', angle: 90, radiusRatio: 1.5 });
    } else {
      fittings.push({
        type: 'library',
        fittingId: 'rect-elbow-mitred-90-single-vanes',
        quantity: 2,
      });
    }
    if (i % 17 === 5)
      fittings.push({
        type: 'manufacturer',
        pressureDrop: 10,
        ratedAirflow: 300,
        source: 'Fire damper catalogue',
      });
    sections.push({
      id: `${prefix}${firstId + i}`,
      ...(parent === undefined ? {} : { parentId: `${prefix}${firstId + parent}` }),
      system,
      length: 3 + ((i * 7) % 13),
      shape: depth <= 2 ? 'rectangular' : i % 11 === 0 ? 'flatOval' : 'round',
      fittings,
      ...(leaf
        ? {
            terminal: {
              name: `T${i}`,
              airflow: 80 + ((i * 37) % 200),
              pressureDrop: system === 'supply' ? 25 : 15,
            },
          }
        : {}),
    });
  }
  return sections;
}

const draft = (sizingMethod) => ({
  unitSystem: 'Metric',
  sizingMethod,
  frictionRate: 0.8,
  velocity: 10,
  airTemperature: 13,
  altitude: 200,
  components: [
    { name: 'Coil', pressureDrop: 150 },
    { name: 'Filter', pressureDrop: 125 },
  ],
  sections: [...side('supply', 'S', 200), ...side('return', 'R', 100)],
});

const goals = [];
for (const method of ['equalFriction', 'staticRegain', 'constantVelocity']) {
  const input = draft(method);
  goals.push({
    name: `design, 300 sections (200 supply, 100 return), ${method}: from the draft`,
    goalMs: 20,
    ms: medianMs(() => calculateDuctSystem(input)),
  });
}
const parsed = DuctSystemInputSchema.parse(draft('equalFriction'));
const design = calculateDuctSystemInput(parsed);
const balanced = balancedAnalysisInput(parsed, design);
const unbalanced = {
  ...balanced,
  sections: balanced.sections.map((section) => ({ ...section, damperCoefficient: 0 })),
};
const curve = {
  ...unbalanced,
  analysis: {
    fanCurve: [
      { airflow: 0, totalPressure: 1.3 * design.fan.systemTotalPressure },
      { airflow: design.fan.airflow, totalPressure: design.fan.systemTotalPressure },
      { airflow: 2 * design.fan.airflow, totalPressure: 0.3 * design.fan.systemTotalPressure },
    ],
  },
};
const iterations = (input) => calculateDuctSystemInput(input).analysis?.iterations;
goals.push(
  {
    name: `analysis, balanced at the design fan pressure (${iterations(balanced)} passes)`,
    goalMs: 100,
    ms: medianMs(() => calculateDuctSystemInput(balanced)),
  },
  {
    name: `analysis, dampers removed, fixed fan pressure (${iterations(unbalanced)} passes)`,
    goalMs: 100,
    ms: medianMs(() => calculateDuctSystemInput(unbalanced)),
  },
  {
    name: `analysis, dampers removed, fan curve (${iterations(curve)} passes)`,
    goalMs: 100,
    ms: medianMs(() => calculateDuctSystemInput(curve)),
  },
);

let over = false;
for (const goal of goals) {
  const ok = goal.ms <= goal.goalMs;
  if (!ok) over = true;
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${goal.ms.toFixed(2).padStart(7)} ms  (goal ≤ ${goal.goalMs} ms)  ${goal.name}`,
  );
}
if (over) process.exitCode = 1;
