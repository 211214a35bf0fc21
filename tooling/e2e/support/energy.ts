import type { Page } from '@playwright/test';

/** Fills the energy form's field at a draft path ('heating.designHeatLoss' → #energy-heating-designHeatLoss). */
export async function fillEnergyField(page: Page, path: string, value: string): Promise<void> {
  await page.locator(`#energy-${path.replace(/\./g, '-')}`).fill(value);
}

/**
 * The energy journeys' house, in Imperial: `name`, a design heat loss of 50,000 Btu/h at 70 °F
 * indoors and 0 °F outdoors, then the fields of `heating` (draft paths after 'heating.', in order),
 * heating only, electricity $0.10/kWh and gas $1.60/therm.
 */
export async function enterHeatingOnlyHouse(
  page: Page,
  name: string,
  heating: Readonly<Record<string, string>> = {},
): Promise<void> {
  await fillEnergyField(page, 'calculationName', name);
  const fields = {
    designHeatLoss: '50000',
    indoorDesignTemperature: '70',
    outdoorDesignTemperature: '0',
    ...heating,
  };
  for (const [field, value] of Object.entries(fields)) {
    await fillEnergyField(page, `heating.${field}`, value);
  }
  await page.getByRole('switch', { name: 'Include cooling' }).uncheck();
  await fillEnergyField(page, 'tariffs.electricityPrice', '0.10');
  await fillEnergyField(page, 'tariffs.naturalGasPrice', '1.60');
}

/**
 * The bin-method journeys' building, in Imperial: `name`, a load line from 50,000 Btu/h at 0 °F
 * (70 °F indoors) to 0 at the 60 °F balance point, heating only, electricity $0.10/kWh and gas
 * $1.60/therm, with the temperature-bin method chosen.
 */
export async function enterBinLoadLine(page: Page, name: string): Promise<void> {
  await enterHeatingOnlyHouse(page, name);
  await page.getByText('Temperature bins', { exact: true }).click();
  await fillEnergyField(page, 'heating.balancePointTemperature', '60');
}
