import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { calculateDuct } from '../duct/index.js';

describe('parseInput (through calculateDuct)', () => {
  it('throws a ZodError whose message names each field in words, not JSON', () => {
    let caught: unknown;
    try {
      calculateDuct({ unitSystem: 'Imperial', airflow: -5 });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ZodError);
    const message = (caught as ZodError).message;
    expect(message.startsWith('Invalid duct input. ')).toBe(true);
    expect(message).toContain('airflow: ');
    expect(message).not.toContain('"code"');
    expect((caught as ZodError).issues.some((issue) => issue.path[0] === 'airflow')).toBe(true);
  });
});
