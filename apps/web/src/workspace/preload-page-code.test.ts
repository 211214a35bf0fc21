import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadPageCode } from './preload-page-code';

const mocks = vi.hoisted(() => ({ load: vi.fn(() => Promise.resolve({})) }));

vi.mock('../calculators/catalog', () => ({
  calculatorBySegment: (segment: string) =>
    segment === 'boq' ? { route: 'boq', collection: 'boqs', load: mocks.load } : undefined,
}));
vi.mock('./CalculatorWorkspace', () => ({}));

afterEach(() => {
  vi.clearAllMocks();
});

describe('preloadPageCode', () => {
  it.each([
    ['/projects/p1/boq/f1', 1],
    ['/calculators/boq', 1],
    ['/projects/p1', 0],
    ['/projects/recently-deleted', 0],
    ['/dashboard', 0],
    ['/calculators/nope', 0],
  ])('%s loads %i calculator', (path, loads) => {
    preloadPageCode(path);
    expect(mocks.load).toHaveBeenCalledTimes(loads);
  });
});
