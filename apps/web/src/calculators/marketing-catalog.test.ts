import { describe, expect, it } from 'vitest';
import { CALCULATOR_ROUTES } from '../../../marketing/src/data/app-routes';
import { calculatorGroups } from '../../../marketing/src/data/calculator-groups';
import { CALCULATORS } from './catalog';

/**
 * The marketing site is built apart from the app and keeps its own lists of the app's pages (its
 * link check and its landing cards). Issues 39 and 41: those lists are held to this catalog, so a
 * calculator added here and forgotten there fails this test.
 */
describe("the marketing site's view of the catalog", () => {
  const workspacePaths = CALCULATORS.map((calculator) => `/calculators/${calculator.route}`);

  it('knows every calculator route of the app, and no other', () => {
    expect([...CALCULATOR_ROUTES].sort()).toEqual([...workspacePaths].sort());
  });

  it.each(CALCULATORS.map((calculator) => [calculator.title, calculator] as const))(
    'shows %s on a landing card that opens it',
    (_title, calculator) => {
      const opens = new Set([
        `/calculators/${calculator.route}`,
        ...(calculator.public ? [`/${calculator.route}`] : []),
      ]);
      expect(calculatorGroups.filter((group) => opens.has(group.appPath))).toHaveLength(1);
    },
  );
});
