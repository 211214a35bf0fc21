// Engine speed budgets, measured on the built package (dist/) as the web app runs it, printed and
// failed when over (issues 5 and 6); a benchmark (`pnpm bench:engine`), not part of the test command,
// whose verdict must not depend on how busy the machine is (issue 18):
// - a full recalculation after a keystroke of the duct, pipe and pump-head calculators: < 2 ms;
// - 10,000 moistAirState evaluations from dry bulb and wet bulb: < 50 ms;
// - every line of the psychrometric chart for one redraw: < 10 ms;
// - the full psychrometric state from dry bulb and relative humidity, and from dry bulb and wet bulb,
//   in at most half of PsychroLib's time for the same 10,000 states (issue 41). PsychroLib (ASHRAE's
//   reference implementation, a dev dependency) runs beside the engine in the same process, batch
//   for batch, so the ratio holds on a fast or a slow machine.
// Each figure is the median of several timed batches after a warm-up, so one slow batch on a busy
// machine does not fail the run; the budgets are the issues' own numbers.
import { performance } from 'node:perf_hooks';
import psychrolib from 'psychrolib';
import { medianMs } from './median-ms.mjs';

// Through the package's own exports (a self-reference), so the layout of dist/ is the build's business.
const load = (name) => import(`@org/hvac-core/${name}`);

const { calculateDuct } = await load('duct');
const { calculatePipe } = await load('pipe');
const { calculatePumpHead } = await load('pump');
const psychrometrics = await load('psychrometrics');

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

// Side by side with PsychroLib (issue 41): the same 10,000 states, a deterministic spread (i·α mod
// 1 with the R2 sequence's and the golden ratio's steps) of dry bulb −60…100 °C, pressure 60…110 kPa
// and relative humidity 0…100 % or a wet bulb anywhere from that of perfectly dry air to the dry
// bulb, keeping the states both accept (not a dry bulb above the boiling point at the pressure). The
// engine computes its whole state (`moistAirState`, every guard included); PsychroLib its
// CalcPsychrometricsFromRelHum / CalcPsychrometricsFromTWetBulb in SI.
const RATIO_GOAL = 0.5;
const fraction = (i, step) => (i * step) % 1;
const spread = (i) => ({
  dryBulb: -60 + 160 * fraction(i + 1, 0.7548776662466927),
  pressure: 60 + 50 * fraction(i + 1, 0.5698402909980532),
  share: fraction(i + 1, 0.6180339887498949),
});
const accepted = (engineInput, psychrolibCall) => {
  try {
    psychrometrics.moistAirState(engineInput);
    psychrolibCall();
    return true;
  } catch {
    return false;
  }
};
psychrolib.SetUnitSystem(psychrolib.SI);
const byRelativeHumidity = [];
const byWetBulb = [];
for (let i = 0; byRelativeHumidity.length < 10_000 || byWetBulb.length < 10_000; i++) {
  const { dryBulb, pressure, share } = spread(i);
  const relativeHumidity = 100 * share;
  const rh = { unitSystem: 'Metric', by: 'relativeHumidity', dryBulb, relativeHumidity, pressure };
  const rhArgs = [dryBulb, share, pressure * 1000];
  if (
    byRelativeHumidity.length < 10_000 &&
    accepted(rh, () => psychrolib.CalcPsychrometricsFromRelHum(...rhArgs))
  ) {
    byRelativeHumidity.push({ engine: rh, psychrolib: rhArgs });
  }
  let lowest;
  try {
    lowest = psychrometrics.moistAirState({ ...rh, relativeHumidity: 0 }).wetBulb;
  } catch {
    continue;
  }
  const wetBulb = lowest + (dryBulb - lowest) * share;
  const wb = { unitSystem: 'Metric', by: 'wetBulb', dryBulb, wetBulb, pressure };
  const wbArgs = [dryBulb, wetBulb, pressure * 1000];
  if (
    byWetBulb.length < 10_000 &&
    accepted(wb, () => psychrolib.CalcPsychrometricsFromTWetBulb(...wbArgs))
  ) {
    byWetBulb.push({ engine: wb, psychrolib: wbArgs });
  }
}

/**
 * Median milliseconds of 10,000 states through the engine and through PsychroLib, their batches
 * alternating so a busy spell slows both alike; a sum of the results keeps either from being skipped.
 */
function sideBySide(states, engineRun, psychrolibRun, { batches = 15 } = {}) {
  let sink = 0;
  const engineBatch = () => {
    const start = performance.now();
    for (const { engine } of states) sink += engineRun(engine);
    return performance.now() - start;
  };
  const psychrolibBatch = () => {
    const start = performance.now();
    for (const { psychrolib: args } of states) sink += psychrolibRun(args);
    return performance.now() - start;
  };
  for (let i = 0; i < 5; i++) {
    engineBatch();
    psychrolibBatch();
  }
  const engineSamples = [];
  const psychrolibSamples = [];
  for (let b = 0; b < batches; b++) {
    engineSamples.push(engineBatch());
    psychrolibSamples.push(psychrolibBatch());
  }
  const median = (samples) => samples.sort((x, y) => x - y)[Math.floor(samples.length / 2)];
  if (!Number.isFinite(sink)) throw new Error('A psychrometric state was not finite.');
  return { engineMs: median(engineSamples), psychrolibMs: median(psychrolibSamples) };
}

const ratios = [
  {
    name: 'psychrometric state from RH',
    ...sideBySide(
      byRelativeHumidity,
      (input) => psychrometrics.moistAirState(input).wetBulb,
      (args) => psychrolib.CalcPsychrometricsFromRelHum(args[0], args[1], args[2])[1],
    ),
  },
  {
    name: 'psychrometric state from wet bulb',
    ...sideBySide(
      byWetBulb,
      (input) => psychrometrics.moistAirState(input).dewPoint,
      (args) => psychrolib.CalcPsychrometricsFromTWetBulb(args[0], args[1], args[2])[1],
    ),
  },
];

let over = 0;
for (const { name, budgetMs, ms } of budgets) {
  const ok = ms <= budgetMs;
  if (!ok) over++;
  console.log(
    `budget: ${name}: ${ms.toFixed(3)} ms of ${budgetMs} ms ${ok ? 'ok' : 'OVER BUDGET'}`,
  );
}
for (const { name, engineMs, psychrolibMs } of ratios) {
  const ratio = engineMs / psychrolibMs;
  const ok = ratio <= RATIO_GOAL;
  if (!ok) over++;
  console.log(
    `${name}: engine ${engineMs.toFixed(2)} ms, PsychroLib ${psychrolibMs.toFixed(2)} ms, ratio ${ratio.toFixed(2)} (goal ≤ ${RATIO_GOAL}) ${ok ? 'ok' : 'OVER BUDGET'}`,
  );
}
const total = budgets.length + ratios.length;
if (over > 0) {
  console.error(`engine budgets: ${over} of ${total} over budget.`);
  process.exit(1);
}
console.log(`engine budgets: all ${total} within budget.`);
