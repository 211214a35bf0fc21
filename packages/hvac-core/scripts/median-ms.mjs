// The benchmarks' one timer: the median milliseconds of one call, over several timed batches after a
// warm-up, so one slow batch on a busy machine does not move the figure.
import { performance } from 'node:perf_hooks';

/**
 * Median milliseconds of one call of `run`, timed over `batches` batches of `perBatch` calls after
 * `warmUp` untimed calls.
 */
export function medianMs(run, { batches = 15, perBatch = 20, warmUp = perBatch * 3 } = {}) {
  for (let i = 0; i < warmUp; i++) run();
  const samples = [];
  for (let b = 0; b < batches; b++) {
    const start = performance.now();
    for (let i = 0; i < perBatch; i++) run();
    samples.push((performance.now() - start) / perBatch);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)];
}
