// Speed of the hydronic-system engine (issue 43), measured on the built package (dist/) as the web
// app runs it, and printed against the goals; a benchmark, not a test (its figures depend on
// the machine), so it only prints:
// - a 200-terminal network recomputes (parse, losses, valves, index circuit, balancing, pump duty)
//   in at most 20 ms;
// - a part-load network solution of that network (half of its control valves closed, solved by
//   Newton's method) in at most 100 ms.
// Each figure is the median of several timed batches after a warm-up.
//
// The engine is loaded through the package's `./hydronic-system` export once it is registered, else
// from dist/hydronic-system/index.js; HVAC_CORE_HYDRONIC_ENTRY names another build of that module.
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

async function loadEngine() {
  if (process.env.HVAC_CORE_HYDRONIC_ENTRY) {
    return import(pathToFileURL(process.env.HVAC_CORE_HYDRONIC_ENTRY).href);
  }
  try {
    return await import('@org/hvac-core/hydronic-system');
  } catch {
    return import(new URL('../dist/hydronic-system/index.js', import.meta.url).href);
  }
}

const { calculateHydronicSystem, solveHydronicPartLoad } = await loadEngine();

/**
 * Median milliseconds of one call of `run` over `batches` batches of `perBatch` calls: wall-clock,
 * and the process's CPU time (user + system), which a machine busy with other work inflates less.
 */
function medianMs(run, { batches = 9, perBatch = 3 } = {}) {
  for (let i = 0; i < perBatch * 2; i++) run();
  const wall = [];
  const cpu = [];
  for (let b = 0; b < batches; b++) {
    const start = performance.now();
    const startCpu = process.cpuUsage();
    for (let i = 0; i < perBatch; i++) run();
    const used = process.cpuUsage(startCpu);
    wall.push((performance.now() - start) / perBatch);
    cpu.push((used.user + used.system) / 1000 / perBatch);
  }
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return { ms: median(wall), cpuMs: median(cpu) };
}

// Schedule 40 steel inside diameters, in (ASME B36.10M), for sizing the generated pipes at 4 ft/s.
const SCHEDULE_40 = [
  ['1/2', 0.622],
  ['3/4', 0.824],
  ['1', 1.049],
  ['1-1/4', 1.38],
  ['1-1/2', 1.61],
  ['2', 2.067],
  ['2-1/2', 2.469],
  ['3', 3.068],
  ['4', 4.026],
  ['5', 5.047],
  ['6', 6.065],
  ['8', 7.981],
  ['10', 10.02],
  ['12', 11.938],
];
function sizeFor(gpm) {
  const fits = SCHEDULE_40.find(([, id]) => (gpm * 0.3208) / (id * id) <= 4);
  return (fits ?? SCHEDULE_40[SCHEDULE_40.length - 1])[0];
}

/** A direct-return floor of `n` fan coils on one header, tees at every take-off. */
function network(n) {
  const gpm = Array.from({ length: n }, (_, i) => 2 + (i % 7));
  const downstream = (i) => gpm.slice(i).reduce((a, b) => a + b, 0);
  const pipe = (flow, length) => ({
    pipeMaterial: 'steelSchedule40',
    nominalSize: sizeFor(flow),
    length,
    fittings: [{ id: 'ell', type: 'elbow90Standard', quantity: 2 }],
  });
  const sections = [];
  for (let i = 0; i < n; i++) {
    const tee = i > 0 ? { tee: { leg: 'run' } } : {};
    sections.push({
      id: `S${i}`,
      side: 'supply',
      from: i === 0 ? 'P-S' : `S-${i - 1}`,
      to: `S-${i}`,
      ...pipe(downstream(i), 10 + (i % 3) * 5),
      ...tee,
    });
    sections.push({
      id: `R${i}`,
      side: 'return',
      from: `R-${i}`,
      to: i === 0 ? 'P-R' : `R-${i - 1}`,
      ...pipe(downstream(i), 10 + (i % 3) * 5),
      ...tee,
    });
  }
  return {
    calculationName: `${n}-terminal floor`,
    unitSystem: 'Imperial',
    fluidTemperature: 49,
    designDeltaT: 10,
    plant: {
      supplyNode: 'P-S',
      returnNode: 'P-R',
      components: [{ name: 'Evaporator', kind: 'chiller', pressureDrop: 15 }],
    },
    sections,
    terminals: gpm.map((flowRate, i) => ({
      id: `FC-${i}`,
      supplyNode: `S-${i}`,
      returnNode: `R-${i}`,
      flowRate,
      components: [{ name: 'Coil', kind: 'coil', pressureDrop: 6 + (i % 5) }],
      branchPipe: pipe(flowRate, 20),
      ...(i < n - 1 ? { supplyTee: { leg: 'branch' }, returnTee: { leg: 'branch' } } : {}),
      controlValve: { targetAuthority: 0.5 },
      balancingValve: {},
    })),
  };
}

const input = network(200);
const closed = input.terminals.filter((_, i) => i % 2 === 0).map((t) => t.id);
const design = calculateHydronicSystem(input);
const partLoad = solveHydronicPartLoad(input, closed, 'constantPressure');

const figures = [
  {
    name: 'hydronic system: 200-terminal network, full recalculation',
    goalMs: 20,
    ...medianMs(() => calculateHydronicSystem(input)),
  },
  {
    name: `hydronic system: 200-terminal part load, ${closed.length} valves closed (network solution, ${partLoad.iterations} Newton steps)`,
    goalMs: 100,
    ...medianMs(() => solveHydronicPartLoad(input, closed, 'constantPressure')),
  },
];

console.log(
  `200 terminals, ${input.sections.length} sections: index circuit ${design.indexCircuit.terminalId}, ` +
    `pump ${design.pump.design.flowRate.toFixed(1)} gpm at ${design.pump.design.pressure.toFixed(1)} ft of water; ` +
    `part load converged: ${partLoad.converged}.`,
);
for (const { name, goalMs, ms, cpuMs } of figures) {
  const verdict = ms <= goalMs ? 'within' : 'OVER';
  console.log(
    `${name}: ${ms.toFixed(2)} ms wall, ${cpuMs.toFixed(2)} ms CPU (goal ${goalMs} ms, ${verdict})`,
  );
}
