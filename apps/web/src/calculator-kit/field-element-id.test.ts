import { describe, expect, it } from 'vitest';
import { fieldElementId } from './field-element-id';

describe('fieldElementId', () => {
  it('joins the prefix and the draft path with "-", from an array or an error path alike', () => {
    expect(fieldElementId('pipe', ['fittings', 2, 'customK'])).toBe('pipe-fittings-2-customK');
    expect(fieldElementId('pipe', 'fittings.2.customK')).toBe('pipe-fittings-2-customK');
    expect(fieldElementId('psychrometric', ['calculationName'])).toBe(
      'psychrometric-calculationName',
    );
  });
});
