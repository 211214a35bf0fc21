import { toSi } from '../units/index.js';
import { caseId } from '../validation/case-id.js';
import type { ValidationSource, ValidationTable } from '../validation/types.js';
import { fanShaftPowerW } from './fan-power.js';

/**
 * Published fan-power worked examples the engine is checked against: its tests run this table and
 * the validation page shows it, so both read one source.
 */

const HP = 745.6998716;

const ROWS: readonly {
  readonly flowCfm: number;
  readonly pressureInWg: number;
  readonly efficiencyPercent: number;
  readonly publishedHp: number;
  readonly source: ValidationSource;
}[] = [
  {
    flowCfm: 20_000,
    pressureInWg: 4,
    efficiencyPercent: 72,
    publishedHp: 17.48,
    source: {
      book: 'E. Konkin, “The engineering math behind fan power”, dev.to',
      edition: 'online article',
      location: 'worked example 1',
    },
  },
  {
    flowCfm: 20_000,
    pressureInWg: 10,
    efficiencyPercent: 50,
    publishedHp: 63,
    source: {
      book: 'ahundredwoods.com, “Fan static efficiency formula”',
      edition: 'online article',
      location: 'worked example, 50 % static efficiency',
    },
  },
  {
    flowCfm: 6356,
    pressureInWg: 1,
    efficiencyPercent: 50,
    publishedHp: 2,
    source: {
      book: 'PE review notes “Fans” (curta.dlinkddns.com)',
      edition: 'online notes',
      location: 'MHP = cfm × TSP / 6356, BHP = MHP / η',
    },
  },
];

export const FAN_SHAFT_POWER_CASES: ValidationTable = {
  id: 'fan-shaft-power',
  title: 'Fan shaft (brake) power',
  quantity: 'Shaft power, bhp = cfm × in. wg / (6356 η)',
  implementation: 'fan/fan-power.ts#fanShaftPowerW',
  reference: { kind: 'formula', id: 'fan-brake-power' },
  cases: ROWS.map(({ flowCfm, pressureInWg, efficiencyPercent, publishedHp, source }) => ({
    id: caseId('cfm', flowCfm, 'in-wg', pressureInWg, 'eff', efficiencyPercent),
    title: `${flowCfm.toLocaleString('en-US')} cfm at ${pressureInWg} in. wg, ${efficiencyPercent} %`,
    source,
    inputs: [
      { label: 'Airflow', value: `${flowCfm.toLocaleString('en-US')} cfm` },
      { label: 'Fan pressure', value: `${pressureInWg} in. wg` },
      { label: 'Efficiency', value: `${efficiencyPercent} %` },
    ],
    expected: publishedHp,
    unit: 'hp',
    tolerance: { kind: 'relative', value: 0.0025 },
    toleranceNote:
      'The examples divide by 6356; the engine’s conventional inch of water (249.09 Pa) makes it 6343.',
    compute: () =>
      fanShaftPowerW(
        toSi(flowCfm, 'airflow', 'Imperial'),
        toSi(pressureInWg, 'ductPressureLoss', 'Imperial'),
        efficiencyPercent,
      ) / HP,
  })),
};

/** What the fan property tests hold for every input they try. */
export const FAN_PROPERTIES = {
  efficiencyRoundTrips:
    'The fan efficiency found from a shaft power round-trips to the efficiency that power was computed with.',
} as const satisfies Record<string, string>;
