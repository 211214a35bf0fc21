import { describe, expect, it } from 'vitest';

import {
  asAppId,
  asFileId,
  asProjectId,
  asUserId,
  collectionForRoute,
  COLLECTIONS,
  companyProfilePath,
  DEFAULT_APP_ID,
  fileRoute,
  filePath,
  filesPath,
  isDocumentId,
  ProjectIdSchema,
  projectPath,
  projectsPath,
  resolveAppId,
  routeForCollection,
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

  it('declares the thirteen collections, with the route segment each opens under', () => {
    expect(COLLECTIONS.map((c) => [c.collection, c.route])).toEqual([
      ['calculations', 'heat-load'],
      ['ductCalculations', 'duct-sizer'],
      ['pipeCalculations', 'pipe-sizer'],
      ['ventilationCalculations', 'ventilation-calc'],
      ['boqs', 'boq'],
      ['pumpHeadCalculations', 'pump-head-calc'],
      ['refrigerantCalculations', 'refrigerant-pipe-sizer'],
      ['acousticCalculations', 'acoustic-calculator'],
      ['energyCalculations', 'energy-analysis'],
      ['psychrometricCharts', 'psychrometric-chart'],
      ['equipmentSchedules', 'schedules'],
      ['fanCalculations', 'fan-calc'],
      ['buildingLoadCalculations', 'building-load'],
    ]);
    expect(new Set(COLLECTIONS.map((c) => c.type)).size).toBe(13);
    expect(COLLECTIONS.find((c) => c.collection === 'calculations')?.label).toBe('Heat load');
  });

  it('maps routes to collections and back', () => {
    for (const { collection, route } of COLLECTIONS) {
      expect(collectionForRoute(route)).toBe(collection);
      expect(routeForCollection(collection)).toBe(route);
    }
    expect(fileRoute(asProjectId('p1'), 'equipmentSchedules', asFileId('f1'))).toBe(
      '/projects/p1/schedules/f1',
    );
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
