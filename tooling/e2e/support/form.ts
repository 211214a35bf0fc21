import { expect, type Locator, type Page } from '@playwright/test';

/** Texts by key: a field's id after its form's prefix, or an element's test id. */
type Texts = Readonly<Record<string, string>>;

/**
 * Replaces the text of form fields the way a user does, in the order given: each key is an
 * element id after `{prefix}-` (`fillFields(page, 'fan', { airflow: '20000' })` fills #fan-airflow).
 */
export async function fillFields(page: Page, prefix: string, values: Texts): Promise<void> {
  for (const [field, value] of fieldsOf(page, prefix, values)) await field.fill(value);
}

/**
 * Checks, in the order given, that each form field shows exactly its value: keys as in fillFields
 * (`expectFieldValues(page, 'fan', { airflow: '20,000' })` checks #fan-airflow).
 */
export async function expectFieldValues(page: Page, prefix: string, values: Texts): Promise<void> {
  for (const [field, value] of fieldsOf(page, prefix, values)) {
    await expect(field).toHaveValue(value);
  }
}

/** Each field of `values` as an element, with its value, in order. */
function fieldsOf(page: Page, prefix: string, values: Texts): Array<[Locator, string]> {
  return Object.entries(values).map(([field, value]) => [
    page.locator(`#${prefix}-${field}`),
    value,
  ]);
}

/** Checks, in the order given, that each element (by test id) shows exactly its text. */
export async function expectTexts(page: Page, texts: Texts): Promise<void> {
  for (const [testId, text] of Object.entries(texts)) {
    await expect(page.getByTestId(testId)).toHaveText(text);
  }
}

/** Switches the page's unit system by its 'Metric' / 'Imperial' choice, as a user clicks it. */
export async function switchUnits(page: Page, system: 'Metric' | 'Imperial'): Promise<void> {
  await page.getByText(system, { exact: true }).click();
}
