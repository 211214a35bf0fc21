import { FanDutySourceSchema } from '@org/hvac-core/fan';
import { describe, expect, it } from 'vitest';
import { dutyLinkOf, takenOfLink } from './duty-link';

describe('dutyLinkOf', () => {
  it('records the file, its saved time and the duty values, within the engine’s bounds', () => {
    const link = dutyLinkOf(
      {
        fileId: 'ds-1',
        name: 'n'.repeat(250),
        savedAt: new Date('2026-11-20T09:30:00Z'),
        data: {},
      },
      { airflow: 2000, fanStaticPressure: 1.65, other: 3 },
    );
    expect(link).toEqual({
      fileId: 'ds-1',
      fileName: 'n'.repeat(200),
      savedAt: '2026-11-20T09:30:00.000Z',
      values: { airflow: 2000, fanStaticPressure: 1.65 },
    });
    expect(FanDutySourceSchema.safeParse(link).success).toBe(true);
  });

  it('leaves out a saved time it does not have or cannot write', () => {
    expect(dutyLinkOf({ fileId: 'a', name: 'A', data: {} }, {})).not.toHaveProperty('savedAt');
    expect(
      dutyLinkOf({ fileId: 'a', name: 'A', savedAt: new Date(NaN), data: {} }, {}),
    ).not.toHaveProperty('savedAt');
  });
});

describe('takenOfLink', () => {
  it('reads a stored link, keeping only finite duty values', () => {
    expect(
      takenOfLink(
        { fileId: 'a', fileName: 'A', values: { airflow: 900, fanStaticPressure: 'x' } },
        'Metric',
      ),
    ).toEqual({ fileId: 'a', fileName: 'A', values: { airflow: 900 }, unitSystem: 'Metric' });
  });

  it('is null without a readable link, never a crash', () => {
    for (const junk of [undefined, null, 'ds-1', 3, [], {}, { fileId: '' }, { fileId: 4 }])
      expect(takenOfLink(junk, 'Imperial')).toBeNull();
    expect(takenOfLink({ fileId: 'a', values: 'none' }, 'Imperial')).toEqual({
      fileId: 'a',
      fileName: '',
      values: {},
      unitSystem: 'Imperial',
    });
  });
});
