import { describe, expect, it } from 'vitest';
import { CalculatorGroupSchema, FEATURE_SLUGS, calculatorGroups } from './calculator-groups';

// The product spec, section 1 ("Calculators" and the ASHRAE reference), and the calculators added since
// (building load, fan, duct and hydronic systems), each with the group that shows it.
const SPEC_TOOLS: ReadonlyArray<readonly [specName: string, groupId: string]> = [
  ['heat load (cooling or heating)', 'heat-load'],
  ['building load (rooms, zones and systems, RTS)', 'building-load'],
  ['fan', 'fan'],
  ['duct sizing', 'duct-sizing'],
  ['duct system (a whole network, critical path, fan duty)', 'duct-system'],
  ['pipe sizing', 'pipe-sizing'],
  ['hydronic system (index circuit, valves, pump duty, part load)', 'hydronic-system'],
  ['ventilation by air changes per hour', 'ventilation'],
  ['psychrometric chart', 'psychrometric-chart'],
  ['pump head', 'pump-head'],
  ['refrigerant pipe sizing', 'refrigerant-pipe-sizing'],
  ['acoustic', 'acoustics'],
  ['energy cost', 'energy-cost'],
  ['bill of quantities (BoQ), with AI suggestions and PDF export', 'bill-of-quantities'],
  ['equipment scheduler', 'equipment-scheduler'],
  ['ASHRAE reference', 'ashrae-reference'],
];

// The product spec, section 2: the standalone calculator routes (all protected), and those added since.
const SPEC_CALCULATOR_ROUTES = [
  '/calculators/heat-load',
  '/calculators/duct-sizer',
  '/calculators/pipe-sizer',
  '/calculators/hydronic-system',
  '/calculators/boq',
  '/calculators/ventilation-calc',
  '/calculators/psychrometric-chart',
  '/calculators/pump-head-calc',
  '/calculators/refrigerant-pipe-sizer',
  '/calculators/acoustic-calculator',
  '/calculators/energy-analysis',
  '/calculators/fan-calc',
  '/calculators/building-load',
  '/calculators/schedules',
  '/calculators/duct-system',
];

// The product spec, section 2: every other route a group may point at.
const SPEC_OTHER_APP_ROUTES = ['/heat-load', '/projects', '/reference'];

const PLACEHOLDER = /lorem|ipsum|coming soon|\btodo\b|\btbd\b|placeholder/i;

describe('calculatorGroups', () => {
  it('has one group per tool the spec lists, and no other', () => {
    expect(calculatorGroups.map((group) => group.id).sort()).toEqual(
      SPEC_TOOLS.map(([, id]) => id).sort(),
    );
  });

  it.each(SPEC_TOOLS)('shows the spec’s “%s” as group %s', (_specName, id) => {
    expect(calculatorGroups.filter((group) => group.id === id)).toHaveLength(1);
  });

  it.each(calculatorGroups.map((group) => [group.id, group] as const))(
    '%s passes the schema: a name, a one-sentence description, a basis, a same-origin path',
    (_id, group) => {
      expect(() => CalculatorGroupSchema.parse(group)).not.toThrow();
    },
  );

  it.each(calculatorGroups.map((group) => [group.id, group.description] as const))(
    '%s has a single-line, finished description with no placeholder text',
    (_id, description) => {
      expect(description).not.toMatch(/\n/);
      expect(description).toMatch(/[.]$/);
      expect(description).not.toMatch(PLACEHOLDER);
      expect(description.length).toBeLessThanOrEqual(240);
    },
  );

  it('links every group to a route that exists in the spec', () => {
    const known = new Set([...SPEC_CALCULATOR_ROUTES, ...SPEC_OTHER_APP_ROUTES]);
    for (const group of calculatorGroups) expect(known, group.id).toContain(group.appPath);
  });

  it('covers every standalone calculator route but heat load, which visitors reach at /heat-load', () => {
    const paths = calculatorGroups.map((group) => group.appPath);
    for (const route of SPEC_CALCULATOR_ROUTES.filter((r) => r !== '/calculators/heat-load')) {
      expect(
        paths.filter((path) => path === route),
        route,
      ).toHaveLength(1);
    }
  });

  it('offers heat load, and only heat load, without an account (spec: visitors may use it)', () => {
    const open = calculatorGroups.filter((group) => group.access === 'public');
    expect(open.map((group) => [group.id, group.appPath])).toEqual([['heat-load', '/heat-load']]);
  });

  it('gives every feature page in the spec at least one calculator group', () => {
    const used = new Set(calculatorGroups.map((group) => group.featureSlug));
    for (const slug of FEATURE_SLUGS) expect(used, slug).toContain(slug);
  });

  it('cites the handbooks the landing page names: ASHRAE, Crane TP-410 and SMACNA', () => {
    const basis = calculatorGroups.flatMap((group) => group.basis).join(' | ');
    for (const source of ['ASHRAE Handbook—Fundamentals', 'Crane TP-410', 'SMACNA']) {
      expect(basis).toContain(source);
    }
  });
});
