import { writeFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { signedInTest as test } from '../support/test';
import { backupJson, chooseBackup } from '../support/backup';

/**
 * Issue 16: saved files that made `safeParse` throw (a null where a group of fields or a row is
 * expected) or that the engine could never compute (a state at the boiling point holding a humidity
 * ratio of 1) crashed the page. Each must open as damaged, with its raw data.
 */
const CREATED = '2026-11-01T09:00:00.000Z';

const FILES = [
  {
    collection: 'energyCalculations',
    region: /^Energy cost/,
    name: 'Energy with a null cooling demand',
    marker: '"calculationName": "Null cooling"',
    data: {
      calculationName: 'Null cooling',
      unitSystem: 'Imperial',
      heating: {
        method: 'degreeDays',
        designHeatLoss: 60000,
        indoorDesignTemperature: 70,
        outdoorDesignTemperature: 5,
        heatingDegreeDays: 5000,
      },
      cooling: null,
      tariffs: { currency: '$', electricityPrice: 0.16, naturalGasPrice: 1.4 },
      options: [null],
    },
  },
  {
    collection: 'acousticCalculations',
    region: /^Acoustics/,
    name: 'Noise path with a null element',
    marker: '"calculationName": "Null element"',
    data: {
      calculationName: 'Null element',
      unitSystem: 'Imperial',
      sourceSoundPower: [85, 82, 78, 75, 72, 68, 64, 60],
      elements: [
        {
          id: 'outlet',
          type: 'endReflection',
          label: 'Ceiling outlet',
          width: 12,
          height: 12,
          termination: 'flush',
        },
        null,
      ],
      room: { method: 'schultz', distance: 5, directivity: 2, volume: 3000 },
    },
  },
  {
    collection: 'psychrometricCharts',
    region: /^Psychrometric chart/,
    name: 'Chart with boiling air',
    marker: '"calculationName": "Boiling air"',
    data: {
      calculationName: 'Boiling air',
      unitSystem: 'Imperial',
      altitude: 0,
      states: [
        { id: 'hot', label: 'Hot', spec: { by: 'humidityRatio', dryBulb: 212, humidityRatio: 1 } },
      ],
      processes: [],
      showComfortZone: false,
    },
  },
] as const;

test('files that crashed the engine open damaged, with their raw data', async ({
  page,
}, testInfo) => {
  const files: Record<string, unknown[]> = {};
  for (const [index, file] of FILES.entries()) {
    files[file.collection] = [
      { id: `damaged-${index}`, name: file.name, createdAt: CREATED, data: file.data },
    ];
  }
  const backupPath = testInfo.outputPath('damaged-backup.json');
  await writeFile(
    backupPath,
    backupJson(CREATED, [
      { id: 'damaged', name: 'Damaged files', description: '', createdAt: CREATED, files },
    ]),
  );
  await page.goto('/projects');
  const dialog = await chooseBackup(page, backupPath);
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog).toBeHidden();

  for (const file of FILES) {
    await page.goto('/projects');
    await page
      .getByRole('list', { name: 'Projects' })
      .getByRole('link', { name: 'Damaged files' })
      .click();
    await page
      .getByRole('region', { name: file.region })
      .getByRole('link', { name: file.name })
      .click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'has inputs the calculator cannot read' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Raw data' })).toContainText(file.marker);
    await expect(page.getByRole('button', { name: 'Download JSON' })).toBeVisible();
    await expect(page.getByText(/Invalid (input|option)/)).toHaveCount(0);
  }
});
