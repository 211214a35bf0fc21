import { describe, expect, it } from 'vitest';
import { chartGeometryFor } from './geometry-for-draft.js';

describe('chartGeometryFor', () => {
  it('draws at the result’s pressure (10,000 ft: 10.11 psia)', () => {
    const geometry = chartGeometryFor(
      { unitSystem: 'Imperial', altitude: 10_000 },
      { unitSystem: 'Imperial', pressure: 10.1066 },
      [],
    );
    expect(geometry.pressure).toBeCloseTo(10.1066, 4);
  });

  it('takes the result’s unit system with its pressure while the draft is mid-switch', () => {
    // The draft already reads Metric; the tables still show the last valid result, in psia.
    const geometry = chartGeometryFor(
      { unitSystem: 'Metric', altitude: 3048 },
      { unitSystem: 'Imperial', pressure: 10.1066 },
      [],
    );
    expect(geometry.unitSystem).toBe('Imperial');
    expect(geometry.pressure).toBeCloseTo(10.1066, 4);
  });

  it('keeps the file’s pressure when the widened window cannot be drawn', () => {
    const geometry = chartGeometryFor(
      { unitSystem: 'Imperial', altitude: 10_000 },
      { unitSystem: 'Imperial', pressure: 10.1066 },
      [{ t: 400, w: 50 }],
    );
    expect(geometry.pressure).toBeCloseTo(10.1066, 4);
  });

  it('draws at the draft’s altitude before there is a result', () => {
    const geometry = chartGeometryFor({ unitSystem: 'Imperial', altitude: 10_000 }, null, []);
    expect(geometry.pressure).toBeCloseTo(10.11, 2);
  });
});
