// Engine speed budgets, measured on the built package (dist/) as the web app runs it, printed and
// failed when over (issues 5 and 6); a benchmark (`pnpm bench:engine`), not part of the test command,
// whose verdict must not depend on how busy the machine is (issue 18):
// - a full recalculation after a keystroke of the duct, pipe and pump-head calculators: < 2 ms;
// - 10,000 moistAirState evaluations from dry bulb and wet bulb: < 50 ms;
// - every line of the psychrometric chart for one redraw: < 10 ms.
// Each figure is the median of several timed batches after a warm-up, so one slow batch on a busy
// machine does not fail the run; the budgets are the issues' own numbers.
import { performance } from 'node:perf_hooks';

// Through the package's own exports (a self-reference), so the layout of dist/ is the build's business.
const load = (name) => import(`@org/hvac-core/${name}`);

const { calculateDuct } = await load('duct');
const { calculatePipe } = await load('pipe');
const { calculatePumpHead } = await load('pump');
const psychrometrics = await load('psychrometrics');

/** Median milliseconds of one call of `run`, timed over `batches` batches of `perBatch` calls. */
function medianMs(run, { batches = 15, perBatch = 20 } = {}) {
  for (let i = 0; i < perBatch * 3; i++) run();
  const samples = [];
  for (let b = 0; b < batches; b++) {
    const start = performance.now();
    for (let i = 0; i < perBatch; i++) run();
    samples.push((performance.now() - start) / perBatch);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)];
}

// The inputs a user typically has on screen: a rectangular main sized by friction with fittings (the
// duct's heaviest everyday case: nested solves), a steel pipe with valves,
// a two-section index circuit with a coil and a chiller.
const ductInput = {
  calculationName: 'Office main',
  unitSystem: 'Imperial',
  airflow: 2400,
  ductShape: 'rectangular',
  aspectRatio: 2,
  sizingMethod: 'friction',
  targetFriction: 0.08,
  ductLength: 80,
  fittings: [
    { id: 'elbow-1', type: 'rect-elbow-mitred-90-single-vanes', quantity: 2 },
    { id: 'tee-1', type: 'rect-tee-straight-through', quantity: 3 },
  ],
};
const pipeFittings = [
  { id: 'ell', type: 'elbow90Standard', quantity: 10 },
  { id: 'gate', type: 'gateValve', quantity: 2 },
  { id: 'check', type: 'swingCheckValve', quantity: 1 },
];
const pipeInput = {
  calculationName: 'CHW main',
  unitSystem: 'Imperial',
  flowRate: 50,
  pipeMaterial: 'steelSchedule40',
  pipeLength: 200,
  frictionRate: 5,
  fluidTemperature: 60,
  fittings: pipeFittings,
};
const pumpInput = {
  calculationName: 'CHW pump P-1',
  flowRate: 100,
  fluidTemperature: 60,
  sections: [
    {
      name: 'Supply',
      pipeMaterial: 'steelSchedule40',
      nominalSize: '3',
      length: 300,
      fittings: pipeFittings,
    },
    {
      name: 'Return',
      pipeMaterial: 'steelSchedule40',
      nominalSize: '3',
      length: 280,
      fittings: pipeFittings,
    },
  ],
  components: [
    { name: 'Chiller', pressureDrop: 20 },
    { name: 'Coil', pressureDrop: 10 },
  ],
};

const wetBulbStates = [];
for (let i = 0; i < 10_000; i++) {
  const dryBulb = -20 + (i % 60);
  const wetBulb = dryBulb - (((i * 7) % 100) / 100) * 8;
  wetBulbStates.push({ unitSystem: 'Metric', by: 'wetBulb', dryBulb, wetBulb, pressure: 101.325 });
}
const validWetBulbStates = wetBulbStates.filter((input) => {
  try {
    psychrometrics.moistAirState(input);
    return true;
  } catch {
    return false;
  }
});
// Fill back to 10,000 with valid states so the figure is for exactly 10,000 evaluations.
const tenThousandStates = Array.from(
  { length: 10_000 },
  (_, i) => validWetBulbStates[i % validWetBulbStates.length],
);

const budgets = [
  { name: 'duct: full recalculation', budgetMs: 2, ms: medianMs(() => calculateDuct(ductInput)) },
  { name: 'pipe: full recalculation', budgetMs: 2, ms: medianMs(() => calculatePipe(pipeInput)) },
  {
    name: 'pump head: full recalculation',
    budgetMs: 2,
    ms: medianMs(() => calculatePumpHead(pumpInput)),
  },
  {
    name: 'psychrometrics: 10,000 moistAirState from wet bulb',
    budgetMs: 50,
    ms: medianMs(
      () => {
        for (const input of tenThousandStates) psychrometrics.moistAirState(input);
      },
      { batches: 7, perBatch: 1 },
    ),
  },
];

for (const unitSystem of ['Imperial', 'Metric']) {
  budgets.push({
    name: `psychrometrics: every chart line for one redraw (${unitSystem})`,
    budgetMs: 10,
    ms: medianMs(() => psychrometrics.psychrometricChartGeometry({ unitSystem, altitude: 0 }), {
      batches: 9,
      perBatch: 3,
    }),
  });
}

let over = 0;
for (const { name, budgetMs, ms } of budgets) {
  const ok = ms <= budgetMs;
  if (!ok) over++;
  console.log(
    `budget: ${name}: ${ms.toFixed(3)} ms of ${budgetMs} ms ${ok ? 'ok' : 'OVER BUDGET'}`,
  );
}
if (over > 0) {
  console.error(`engine budgets: ${over} over budget.`);
  process.exit(1);
}
console.log(`engine budgets: all ${budgets.length} within budget.`);
