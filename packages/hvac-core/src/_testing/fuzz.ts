import { expect } from 'vitest';
/**
 * The fuzz tests' tools: a seeded generator, so that a failing case can be replayed, and the paths
 * of every number in a result that is not finite. Test-only (not built into the package).
 */

/** A small seeded pseudo-random generator (mulberry32): numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A seeded generator with the two draws the fuzz tests make: an item of a list, a number in a range. */
export function fuzzer(seed: number) {
  const next = seededRandom(seed);
  return {
    next,
    /** One of the items, each as likely. */
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    /** A number in [min, max]: uniform, or uniform in its logarithm when `log`. */
    within: ([min, max]: readonly [number, number], log = false): number =>
      log ? min * (max / min) ** next() : min + (max - min) * next(),
  };
}

/** Where a value holds a number that is not finite ("result.x[2] = NaN"); empty when none. */
export function nonFiniteNumbers(value: unknown, path = 'result'): string[] {
  if (typeof value === 'number') return Number.isFinite(value) ? [] : [`${path} = ${value}`];
  if (Array.isArray(value))
    return value.flatMap((item: unknown, i) => nonFiniteNumbers(item, `${path}[${i}]`));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => nonFiniteNumbers(v, `${path}.${k}`));
  return [];
}

/** The doubles at the edges of what a number can be (1.8e308 is Infinity as a double). */
export const EXTREME_DOUBLES: readonly number[] = [
  5e-324,
  -5e-324,
  1e-300,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Infinity,
  -Infinity,
  Number.NaN,
];

/** Text a damaged draft or a paste may hold where a number belongs. */
export const DAMAGED_NUMBER_TEXT: readonly string[] = [
  '12a',
  '1e999',
  '-1e999',
  '',
  '   ',
  '-',
  '.',
  '0x10',
  'Infinity',
  '1,5',
  '١٢',
  '1e-400',
];

/**
 * A draft's outcome at `value`: refused with a message, or computed to finite numbers everywhere
 * (the standing check of issue 44). The value is part of what is compared, so a failure names it.
 */
export function expectRefusedOrFinite(
  outcome: { readonly messages: readonly string[]; readonly result: unknown },
  value: unknown,
): void {
  if (outcome.result === null)
    expect({ value, refused: outcome.messages.length > 0 }).toEqual({ value, refused: true });
  else
    expect({ value, nonFinite: nonFiniteNumbers(outcome.result) }).toEqual({
      value,
      nonFinite: [],
    });
}
