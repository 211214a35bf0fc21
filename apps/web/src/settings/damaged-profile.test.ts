import type { DamagedCompanyProfile } from '@org/data';
import { describe, expect, it } from 'vitest';
import { damagedProfileJson, describeIssues } from './damaged-profile';

const record: DamagedCompanyProfile = {
  status: 'damaged',
  id: 'profile',
  raw: {
    name: 42,
    logo: 'data:text/html;base64,PHNjcmlwdD4=',
    savedAt: new Date('2026-11-01T08:00:00Z'),
  },
  issues: [
    { path: 'name', message: 'Invalid input: expected string, received number' },
    { path: 'logo', message: 'The logo must be a PNG, JPEG, GIF, WebP or SVG image.' },
  ],
};

describe('damagedProfileJson', () => {
  it('keeps the stored data exactly, with the reasons', () => {
    expect(JSON.parse(damagedProfileJson(record))).toEqual({
      damaged: true,
      kind: 'company-profile',
      id: 'profile',
      issues: record.issues,
      raw: {
        name: 42,
        logo: 'data:text/html;base64,PHNjcmlwdD4=',
        savedAt: '2026-11-01T08:00:00.000Z',
      },
    });
  });
});

describe('describeIssues', () => {
  it('names the field of each problem', () => {
    expect(describeIssues(record)).toEqual([
      'name: Invalid input: expected string, received number',
      'logo: The logo must be a PNG, JPEG, GIF, WebP or SVG image.',
    ]);
  });
});
