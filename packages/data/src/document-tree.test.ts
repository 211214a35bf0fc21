import { describe, expect, it } from 'vitest';

import {
  asAppId,
  asFileId,
  asProjectId,
  asUserId,
  COLLECTIONS,
  companyProfilePath,
  DEFAULT_APP_ID,
  filePath,
  filesPath,
  isDocumentId,
  ProjectIdSchema,
  projectPath,
  projectsPath,
  resolveAppId,
  splitDocPath,
  type TreeScope,
  userPath,
} from './document-tree';
import { DataError } from './errors';

const scope: TreeScope = { appId: asAppId('app-1'), uid: asUserId('uid-1') };

describe('document tree', () => {
  it('builds the paths of the spec', () => {
    const projectId = asProjectId('p1');
    expect(userPath(scope)).toBe('artifacts/app-1/users/uid-1');
    expect(projectsPath(scope)).toBe('artifacts/app-1/users/uid-1/projects');
    expect(projectPath(scope, projectId)).toBe('artifacts/app-1/users/uid-1/projects/p1');
    expect(filesPath(scope, projectId, 'ductCalculations')).toBe(
      'artifacts/app-1/users/uid-1/projects/p1/ductCalculations',
    );
    expect(filePath(scope, projectId, 'boqs', asFileId('f1'))).toBe(
      'artifacts/app-1/users/uid-1/projects/p1/boqs/f1',
    );
    expect(companyProfilePath(scope)).toBe('artifacts/app-1/users/uid-1/companyDetails/profile');
  });

  it('splits a document path into its collection and id', () => {
    expect(splitDocPath(projectPath(scope, asProjectId('p1')))).toEqual({
      parent: projectsPath(scope),
      id: 'p1',
    });
  });

  it('declares the fifteen stored collections, by file type (stored names: never to change)', () => {
    expect(COLLECTIONS.map((c) => [c.type, c.collection])).toEqual([
      ['heatLoad', 'calculations'],
      ['duct', 'ductCalculations'],
      ['pipe', 'pipeCalculations'],
      ['ventilation', 'ventilationCalculations'],
      ['boq', 'boqs'],
      ['pumpHead', 'pumpHeadCalculations'],
      ['refrigerant', 'refrigerantCalculations'],
      ['acoustic', 'acousticCalculations'],
      ['energy', 'energyCalculations'],
      ['psychrometric', 'psychrometricCharts'],
      ['equipmentSchedule', 'equipmentSchedules'],
      ['fan', 'fanCalculations'],
      ['buildingLoad', 'buildingLoadCalculations'],
      ['ductSystem', 'ductSystems'],
      ['hydronicSystem', 'hydronicSystems'],
    ]);
  });

  it.each(['', '.', '..', 'a/b', '__id__', 'x'.repeat(1501)])('refuses %j as an id', (value) => {
    expect(isDocumentId(value)).toBe(false);
    expect(() => asProjectId(value)).toThrow(DataError);
    expect(ProjectIdSchema.safeParse(value).success).toBe(false);
  });

  it('accepts ordinary ids', () => {
    for (const value of ['abc', 'K3j9sLx02mQpWz7YbN4t', 'hvac-workbench', 'user@example'])
      expect(isDocumentId(value)).toBe(true);
  });

  it('falls back to the built-in app id when none (or an unusable one) is injected', () => {
    expect(DEFAULT_APP_ID).toBe('hvac-workbench');
    expect(resolveAppId(undefined)).toBe(DEFAULT_APP_ID);
    expect(resolveAppId('')).toBe(DEFAULT_APP_ID);
    expect(resolveAppId('a/b')).toBe(DEFAULT_APP_ID);
    expect(resolveAppId(42)).toBe(DEFAULT_APP_ID);
    expect(resolveAppId('canvas-app-7')).toBe('canvas-app-7');
  });
});
