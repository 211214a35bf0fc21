import type { Locator, Page } from '@playwright/test';

/** The cell input of a schedule table: `schedule-{type}-{n}-{column}`, n its place in the table. */
export function scheduleCell(page: Page, type: string, row: number, column: string): Locator {
  return page.locator(`#schedule-${type}-${row}-${column}`);
}
