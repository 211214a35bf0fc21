import { readFileSync } from 'node:fs';

/**
 * The published weather files in `test-fixtures/weather/` (see SOURCES.md there for provenance and
 * licences). The `.ddy` and `.stat` files are ISO-8859-1, so they are read as latin1, as a browser
 * reading them with `TextDecoder('iso-8859-1')` would.
 */
export const WEATHER_FIXTURES = {
  chicagoDdy: 'USA_IL_Chicago-OHare.Intl.AP.725300_TMY3.ddy',
  chicagoStat: 'USA_IL_Chicago-OHare.Intl.AP.725300_TMY3.stat',
  chicagoEpw: 'USA_IL_Chicago-OHare.Intl.AP.725300_TMY3.epw',
  phoenixDdy: 'USA_AZ_Phoenix-Sky.Harbor.Intl.AP.722780_TMY3.ddy',
  phoenixStat: 'USA_AZ_Phoenix-Sky.Harbor.Intl.AP.722780_TMY3.stat',
  miamiDdy: 'USA_FL_Miami.Intl.AP.722020_TMY3.ddy',
  miamiStat: 'USA_FL_Miami.Intl.AP.722020_TMY3.stat',
  goldenDdy: 'USA_CO_Golden-NREL.724666_TMY3.ddy',
  goldenStat: 'USA_CO_Golden-NREL.724666_TMY3.stat',
  denverEpw: '725650TYCST.epw',
} as const;

/** The text of a fixture file. */
export function readWeatherFixture(name: string): string {
  return readFileSync(new URL(`../../../test-fixtures/weather/${name}`, import.meta.url), 'latin1');
}
