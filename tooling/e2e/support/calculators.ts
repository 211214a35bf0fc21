import { expect, type Page } from '@playwright/test';

/**
 * A calculator as the app's catalogue names it (apps/web/src/calculators/catalog.ts): its route
 * segment (`/calculators/{segment}`, and `/projects/{projectId}/{segment}/{fileId}` for its saved
 * files) and its title, its page's level-1 heading, which starts the name of the region of a
 * project's page that lists its files ("Fan (1 file)").
 */
export interface Calculator {
  segment: string;
  title: string;
}

export const calculators = {
  acoustic: { segment: 'acoustic-calculator', title: 'Acoustics' },
  boq: { segment: 'boq', title: 'Bill of quantities' },
  buildingLoad: { segment: 'building-load', title: 'Building load' },
  duct: { segment: 'duct-sizer', title: 'Duct sizer' },
  ductSystem: { segment: 'duct-system', title: 'Duct system' },
  energy: { segment: 'energy-analysis', title: 'Energy cost analysis' },
  fan: { segment: 'fan-calc', title: 'Fan' },
  hydronicSystem: { segment: 'hydronic-system', title: 'Hydronic system' },
  pipe: { segment: 'pipe-sizer', title: 'Pipe sizer' },
  psychrometric: { segment: 'psychrometric-chart', title: 'Psychrometric chart' },
  pumpHead: { segment: 'pump-head-calc', title: 'Pump head' },
  refrigerant: { segment: 'refrigerant-pipe-sizer', title: 'Refrigerant pipe sizer' },
  ventilation: { segment: 'ventilation-calc', title: 'Ventilation' },
} as const satisfies Record<string, Calculator>;

/** The name of the region of a project's page that lists a calculator's files, from its start. */
export function filesRegion(calculator: Calculator): RegExp {
  return new RegExp(`^${calculator.title}`);
}

/**
 * Opens a calculator's page and waits for its heading; with `projectId`, a new calculation in that
 * project (`?projectId=`).
 */
export async function openCalculator(
  page: Page,
  calculator: Calculator,
  projectId?: string,
): Promise<void> {
  const query = projectId === undefined ? '' : `?projectId=${encodeURIComponent(projectId)}`;
  await page.goto(`/calculators/${calculator.segment}${query}`);
  await expect(page.getByRole('heading', { level: 1, name: calculator.title })).toBeVisible();
}
