import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { evaluateDraft, type CalculatorEngine } from './evaluate';

const InputSchema = z.object({ area: z.number().min(0) });
type Input = z.infer<typeof InputSchema>;

function engineOf(prepare?: () => Promise<unknown> | null) {
  const calculate = vi.fn((input: Input) => input.area * 2);
  const engine: CalculatorEngine<Input, number> = {
    schema: InputSchema,
    calculate,
    ...(prepare ? { prepare } : {}),
  };
  return { engine, calculate };
}

describe('evaluateDraft', () => {
  it('computes one draft object once (a saved file opening is evaluated twice)', () => {
    const { engine, calculate } = engineOf();
    const draft = { area: 21 };
    const first = evaluateDraft(engine, draft);
    expect(first.result).toBe(42);
    expect(evaluateDraft(engine, draft)).toBe(first);
    expect(calculate).toHaveBeenCalledTimes(1);
    // An edit is a new object, computed afresh.
    expect(evaluateDraft(engine, { area: 21 }).result).toBe(42);
    expect(calculate).toHaveBeenCalledTimes(2);
  });

  it('keeps one evaluation per engine', () => {
    const a = engineOf();
    const b = engineOf();
    const draft = { area: 1 };
    evaluateDraft(a.engine, draft);
    evaluateDraft(b.engine, draft);
    expect(a.calculate).toHaveBeenCalledTimes(1);
    expect(b.calculate).toHaveBeenCalledTimes(1);
  });

  it('evaluates a draft waiting on data again, so it computes once the data is in', () => {
    let loading: Promise<unknown> | null = Promise.resolve();
    const { engine, calculate } = engineOf(() => loading);
    const draft = { area: 3 };
    expect(evaluateDraft(engine, draft).pending).toBe(loading);
    loading = null;
    expect(evaluateDraft(engine, draft).result).toBe(6);
    expect(calculate).toHaveBeenCalledTimes(1);
  });

  it('gives an invalid draft its messages, every time', () => {
    const { engine, calculate } = engineOf();
    const draft = { area: -1 };
    expect(Object.keys(evaluateDraft(engine, draft).errors)).toEqual(['area']);
    expect(evaluateDraft(engine, draft).result).toBeNull();
    expect(evaluateDraft(engine, 'not a draft').result).toBeNull();
    expect(calculate).not.toHaveBeenCalled();
  });
});
