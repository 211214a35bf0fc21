import { describe, expect, it } from 'vitest';
import type { DuctSystemResult } from './calculate-duct-system.js';
import {
  DUCT_SYSTEM_FAN_RESULT_FIELDS,
  DUCT_SYSTEM_PATH_RESULT_FIELDS,
  DUCT_SYSTEM_SECTION_RESULT_FIELDS,
} from './fields.js';
import { calculateDuctSystem } from './calculate-duct-system.js';
import { defaultDuctSystemInput } from './default-input.js';

describe('result field tables', () => {
  it('name every number of the default result’s sections, paths and fan', () => {
    const result: DuctSystemResult = calculateDuctSystem(defaultDuctSystemInput('Metric'));
    const numbers = (record: object) =>
      Object.entries(record)
        .filter(([, value]) => typeof value === 'number')
        .map(([key]) => key);
    for (const section of result.sections)
      for (const key of numbers(section))
        expect(DUCT_SYSTEM_SECTION_RESULT_FIELDS).toHaveProperty(key);
    for (const path of result.paths)
      for (const key of numbers(path)) expect(DUCT_SYSTEM_PATH_RESULT_FIELDS).toHaveProperty(key);
    for (const key of numbers(result.fan))
      expect(DUCT_SYSTEM_FAN_RESULT_FIELDS).toHaveProperty(key);
  });
});
