import { afterEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({
  load: vi.fn(() => Promise.resolve({})),
  startFileRead: vi.fn(),
}));

vi.mock('./registry', () => ({ loadCalculator: mocks.load }));
vi.mock('../data/page-reads', () => ({ startFileRead: mocks.startFileRead }));
vi.mock('../workspace/CalculatorWorkspace', () => ({}));

const { preloadPageCode, startSavedFilePage } = await import('./page-start');

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

describe('startSavedFilePage', () => {
  it("loads the calculator's code and reads the file from its collection", () => {
    startSavedFilePage('u1', { projectId: 'p1', fileType: 'boq', fileId: 'f1' }, false);
    expect(mocks.load).toHaveBeenCalledTimes(1);
    expect(mocks.load).toHaveBeenCalledWith(expect.objectContaining({ collection: 'boqs' }));
    expect(mocks.startFileRead).toHaveBeenCalledWith('u1', 'p1', 'boqs', 'f1');
  });

  it("loads only the calculator's code on a pointer's intent, and nothing for an unknown type", () => {
    startSavedFilePage('u1', { projectId: 'p1', fileType: 'boq', fileId: 'f1' }, true);
    startSavedFilePage('u1', { projectId: 'p1', fileType: 'nope', fileId: 'f1' }, false);
    expect(mocks.load).toHaveBeenCalledTimes(1);
    expect(mocks.startFileRead).not.toHaveBeenCalled();
  });
});
