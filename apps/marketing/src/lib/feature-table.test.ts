import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { calculatorGroups, FEATURE_SLUGS } from '../data/calculator-groups';
import { FeatureSchema } from './content-schemas';
import { FeatureTableError, readFeatureTable } from './feature-table';

const FILE = 'src/content/features.yaml';
const shipped = readFileSync(new URL('../content/features.yaml', import.meta.url), 'utf8');

function entry(id: string): string {
  return `- id: ${id}\n  title: ${id}\n`;
}

describe('readFeatureTable', () => {
  it('reads the eight features in file order', () => {
    const source = FEATURE_SLUGS.map(entry).join('');
    expect(readFeatureTable(source, FILE).map((e) => e.id)).toEqual([...FEATURE_SLUGS]);
  });

  it('fails on broken YAML, naming the file and the line', () => {
    expect(() => readFeatureTable('- id: a\n  title: [unclosed\n', FILE)).toThrow(
      /^src\/content\/features\.yaml is not valid YAML: .*line \d+/s,
    );
  });

  it('fails when the table is not a list', () => {
    expect(() => readFeatureTable('id: heat-load-calculations\n', FILE)).toThrow(
      /must be a list of features/,
    );
  });

  it('fails on a missing, duplicate or unknown feature, listing each', () => {
    const source = [...FEATURE_SLUGS.slice(1), FEATURE_SLUGS[1] ?? '', 'duct-sizing']
      .map(entry)
      .join('');
    const error = (() => {
      try {
        readFeatureTable(source, FILE);
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(FeatureTableError);
    expect((error as Error).message).toBe(
      `${FILE} must list exactly these eight features, once each: ${FEATURE_SLUGS.join(', ')}. Found: "duct-pipe-sizing" is listed twice (duplicate slug); "duct-sizing" is not one of the spec's features; missing "heat-load-calculations".`,
    );
  });

  it('fails on an entry without an id', () => {
    expect(() => readFeatureTable('- title: Heat load\n', FILE)).toThrow(
      `${FILE}: entry 1 has no id`,
    );
  });
});

describe('the shipped feature table', () => {
  const features = readFeatureTable(shipped, FILE).map((raw) => FeatureSchema.parse(raw));

  it('has exactly the spec’s eight features, each valid', () => {
    expect(features.map((f) => f.id)).toEqual([...FEATURE_SLUGS]);
  });

  it('leads each feature’s call to action to one of that feature’s calculators', () => {
    for (const feature of features) {
      const paths = calculatorGroups
        .filter((g) => g.featureSlug === feature.id)
        .map((g) => g.appPath);
      expect(paths, feature.id).toContain(feature.calculatorPath);
    }
  });

  it('gives every feature a distinct page title and meta description', () => {
    expect(new Set(features.map((f) => f.pageTitle)).size).toBe(8);
    expect(new Set(features.map((f) => f.metaDescription)).size).toBe(8);
  });
});
