import { BuildingLoadInputSchema, defaultBuildingLoadInput } from '@org/hvac-core/building-load';
import { describe, expect, it } from 'vitest';
import { siteName } from './site-name';

const chicago = BuildingLoadInputSchema.parse(defaultBuildingLoadInput('Metric'));

describe('siteName', () => {
  it('reads an EnergyPlus station name with commas, the hemispheres and the elevation', () => {
    expect(siteName(chicago)).toBe('Chicago Ohare Intl Ap, IL, USA; 41.98° N, 87.92° W; 201 m');
  });

  it('says south and east, keeps a typed name as typed and names a blank one', () => {
    const sydney = {
      ...chicago,
      site: { ...chicago.site, name: 'Sydney, NSW', latitudeDeg: -33.95, longitudeDeg: 151.17 },
    };
    expect(siteName(sydney)).toBe('Sydney, NSW; 33.95° S, 151.17° E; 201 m');
    expect(siteName({ ...sydney, site: { ...sydney.site, name: ' ' } })).toMatch(/^Unnamed site;/);
  });
});
