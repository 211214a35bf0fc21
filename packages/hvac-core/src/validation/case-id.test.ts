import { describe, expect, it } from 'vitest';
import { caseId } from './case-id.js';

describe('caseId', () => {
  it('joins words and numbers into a kebab-case fragment', () => {
    expect(caseId('cfm', 50, 'dw', -0.002)).toBe('cfm-50-dw-minus-0-002');
    expect(caseId('R1234ze(E)', 25, 'c')).toBe('r1234ze-e-25-c');
    expect(caseId('1-1/4 in, 20 gpm')).toBe('1-1-4-in-20-gpm');
    expect(caseId('re', 1e-5)).toBe('re-0-00001');
  });
});
