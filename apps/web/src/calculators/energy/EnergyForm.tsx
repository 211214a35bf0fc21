import { NativeSelect, SegmentedControl, useMatches, Stack, Switch, Text } from '@mantine/core';
import { SimpleGrid, TextInput } from '@mantine/core';
import {
  DEFAULT_EMISSION_FACTORS_KG_PER_KWH,
  HEATING_METHODS,
  HEATING_METHOD_LABELS,
  PRICE_UNITS,
  defaultEnergyCostInput,
  defaultMonthlyDegreeDays,
  ENERGY_COOLING_FIELD_SPECS,
  ENERGY_EMISSION_FACTOR_FIELD_SPECS,
  ENERGY_HEATING_FIELD_SPECS,
  ENERGY_MONTHLY_FIELD_SPECS,
  ENERGY_TARIFF_FIELD_SPECS,
  type EnergyCostInputDraft,
  type EnergyFieldSpec,
} from '@org/hvac-core/energy';
import type { UnitSystem } from '@org/hvac-core/units';
import { MONTH_ABBREVIATIONS } from '@org/hvac-core/weather';
import { formatNumber } from '@org/ui';
import type { ReactNode } from 'react';
import { CalculationNameFieldset } from '../../calculator-kit/CalculationNameFieldset';
import type { FieldErrors } from '../../calculator-kit/evaluate';
import { FieldGrid, FormSection } from '../../calculator-kit/FormSection';
import { DraftNumberField } from '../../calculator-kit/DraftNumberField';
import { EnergyBinsTable } from './EnergyBinsTable';
import { EnergyMonthlyImport } from './EnergyMonthlyImport';
import { energyDraftContext, energyFieldId, withFormUnit } from './energy-field';

export interface EnergyFormProps {
  /** The input being edited; required. */
  value: EnergyCostInputDraft;
  /** Called with the edited input on every change; required. */
  onChange: (next: EnergyCostInputDraft) => void;
  /** Messages to show under fields, by path (only those the user should see now); default none. */
  errors?: FieldErrors;
  /** Called when a field is edited or left, with its path, to reveal its message; default none. */
  onFieldTouch?: (path: string) => void;
  /** Where a field's value came from (e.g. a building-load file), by path, shown under it; default none. */
  fieldSources?: Readonly<Record<string, string>>;
}

type Demand = 'heating' | 'cooling';

/** The engine's field table of each part of the draft the form edits numbers of. */
const FIELD_TABLES = {
  heating: ENERGY_HEATING_FIELD_SPECS,
  cooling: ENERGY_COOLING_FIELD_SPECS,
  tariffs: ENERGY_TARIFF_FIELD_SPECS,
  emissionFactors: ENERGY_EMISSION_FACTOR_FIELD_SPECS,
} as const;
type Part = keyof typeof FIELD_TABLES;
type TariffField = keyof typeof ENERGY_TARIFF_FIELD_SPECS;
type Tariffs = EnergyCostInputDraft['tariffs'];
type Months = Readonly<Record<Demand, readonly (number | string)[]>>;

/** Each demand's monthly degree-day list in the draft, and its fields' short label. */
const MONTHLY = {
  heating: { key: 'monthlyHeatingDegreeDays', label: 'HDD' },
  cooling: { key: 'monthlyCoolingDegreeDays', label: 'CDD' },
} as const;

/** A fuel's price and price unit in the tariffs, shown when an option burns that fuel. */
const FUEL_PRICES = [
  { fuel: 'naturalGas', label: 'Natural gas', price: 'naturalGasPrice', unit: 'naturalGasUnit' },
  { fuel: 'oil', label: 'Oil', price: 'oilPrice', unit: 'oilUnit' },
  { fuel: 'propane', label: 'Propane', price: 'propanePrice', unit: 'propaneUnit' },
] as const;

const UNIT_LABELS: Record<string, string> = {
  therm: 'therm',
  m3: 'm³',
  kWh: 'kWh',
  gallon: 'US gallon',
  litre: 'litre',
};

const EMISSION_FACTORS = ['electricity', 'naturalGas', 'oil', 'propane'] as const;

/** The building's demand, the method, degree-days, tariffs and CO₂ factors. */
export function EnergyForm({
  value,
  onChange,
  errors = {},
  onFieldTouch,
  fieldSources = {},
}: EnergyFormProps) {
  // The three heating methods side by side need about 480 px: on a phone they stack.
  const methodOrientation = useMatches<'vertical' | 'horizontal'>({
    base: 'vertical',
    sm: 'horizontal',
  });
  const unitSystem: UnitSystem = value.unitSystem ?? 'Imperial';
  const { heating, cooling } = value;
  const tariffs: Tariffs = value.tariffs;
  const currency = typeof tariffs.currency === 'string' ? tariffs.currency : '$';
  const monthly =
    heating?.monthlyHeatingDegreeDays !== undefined ||
    cooling?.monthlyCoolingDegreeDays !== undefined;
  const fuels = new Set((value.options ?? []).map((option) => option.heatingFuel ?? 'naturalGas'));
  const context = { unitSystem, errors, onFieldTouch };
  const fieldContext = energyDraftContext(context);
  const defaults = defaultEnergyCostInput(unitSystem);
  const method = heating?.method ?? 'degreeDays';

  const touch = (path: string) => onFieldTouch?.(path);

  /** Writes `patch` into a part of the draft (a demand only while it is included). */
  const setPart = (part: Demand | 'tariffs' | 'emissionFactors', patch: object, path: string) => {
    touch(path);
    const current = value[part] ?? (part === 'emissionFactors' ? {} : undefined);
    if (current) onChange({ ...value, [part]: { ...current, ...patch } });
  };

  /**
   * A numeric field of a part of the draft, as the part's field table describes it, in the form's
   * own unit where it gives one; under it, where its value came from, else its help.
   */
  const input = <P extends Part>(
    part: P,
    key: keyof (typeof FIELD_TABLES)[P] & string,
    { unit, blankValue }: { unit?: string; blankValue?: number | string } = {},
  ): ReactNode => {
    const path = `${part}.${key}`;
    const source: Record<string, unknown> = value[part] ?? {};
    const table: Readonly<Record<string, EnergyFieldSpec>> = FIELD_TABLES[part];
    const spec = table[key] as EnergyFieldSpec;
    return (
      <DraftNumberField
        key={path}
        context={fieldContext}
        path={[part, key]}
        spec={withFormUnit(spec, { unit })}
        value={source[key]}
        onChange={(next) => setPart(part, { [key]: next }, path)}
        description={fieldSources[path]}
        blankValue={blankValue}
      />
    );
  };

  const price = (field: TariffField, unit: string) =>
    input('tariffs', field, { unit: `${currency}/${unit}` });
  const fixedCharge = (field: TariffField, unit: string) =>
    input('tariffs', field, { unit: `${currency}/${unit}`, blankValue: 0 });

  // Heating or cooling in or out of the comparison; back in, it starts from the defaults.
  const includeSwitch = (group: Demand): ReactNode => (
    <Switch
      id={energyFieldId(group === 'heating' ? 'includeHeating' : 'includeCooling')}
      label={`Include ${group}`}
      checked={value[group] !== undefined}
      onChange={(event) => {
        const { [group]: _dropped, ...rest } = value;
        onChange(event.currentTarget.checked ? { ...rest, [group]: defaults[group] } : rest);
      }}
    />
  );

  /** Sets both demands' monthly lists (`undefined` removes them); `append` puts a new list last. */
  const setMonths = (months: Months | undefined, append: boolean) => {
    touch('monthly');
    const next: EnergyCostInputDraft = { ...value };
    for (const group of ['heating', 'cooling'] as const) {
      const part = value[group];
      if (!part) continue;
      const key = MONTHLY[group].key;
      const { [key]: _drop, ...rest } = part as Record<string, unknown>;
      (next as Record<Demand, unknown>)[group] =
        months === undefined ? rest : { ...(append ? rest : part), [key]: months[group] };
    }
    onChange(next);
  };

  /** A demand's twelve monthly degree-days, once the monthly table is on and the demand has them. */
  const monthlyGrid = (group: Demand): ReactNode => {
    const { key, label } = MONTHLY[group];
    const list: readonly (number | string)[] | undefined = (
      value[group] as Record<string, readonly (number | string)[] | undefined> | undefined
    )?.[key];
    if (!monthly || list === undefined) return null;
    return (
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" verticalSpacing="xs">
        {MONTH_ABBREVIATIONS.map((month, index) => {
          const path = `${group}.${key}.${index}`;
          const set = (next: number | string) => {
            const updated = [...list];
            updated[index] = next;
            setPart(group, { [key]: updated }, path);
          };
          return (
            <DraftNumberField
              key={path}
              context={fieldContext}
              path={[group, key, index]}
              spec={ENERGY_MONTHLY_FIELD_SPECS[key]}
              value={list[index]}
              onChange={set}
              label={`${month} ${label}`}
            />
          );
        })}
      </SimpleGrid>
    );
  };

  return (
    <Stack gap="md">
      <CalculationNameFieldset
        form={{
          fields: { calculationName: { label: 'Calculation name' } },
          draft: value,
          errors,
          idOf: energyFieldId,
          set: (field, name) => {
            touch(field);
            onChange({ ...value, [field]: name });
          },
          touch,
        }}
        description="Shown on the report, e.g. the house or the systems compared"
        maxLength={120}
      />

      <FormSection legend="Heating">
        <Stack gap="sm">
          {includeSwitch('heating')}
          {heating ? (
            <>
              <div>
                <Text id="energy-method-label" size="sm" fw={500} mb={4}>
                  Heating method
                </Text>
                <SegmentedControl
                  orientation={methodOrientation}
                  fullWidth={methodOrientation === 'vertical'}
                  aria-labelledby="energy-method-label"
                  data={HEATING_METHODS.map((m) => ({
                    value: m,
                    label: HEATING_METHOD_LABELS[m],
                  }))}
                  value={method}
                  onChange={(next) => {
                    const parsed = HEATING_METHODS.find((m) => m === next);
                    if (parsed) setPart('heating', { method: parsed }, 'heating.method');
                  }}
                />
              </div>
              <FieldGrid columns={3}>
                {input('heating', 'designHeatLoss')}
                {input('heating', 'indoorDesignTemperature')}
                {input('heating', 'outdoorDesignTemperature')}
              </FieldGrid>
              {method === 'degreeDays' ? (
                <FieldGrid columns={2}>
                  {monthly && heating.monthlyHeatingDegreeDays !== undefined ? (
                    <Text size="sm" c="dimmed">
                      Annual degree-days: the sum of the monthly values below.
                    </Text>
                  ) : (
                    input('heating', 'heatingDegreeDays')
                  )}
                  {input('heating', 'degreeDayCorrection')}
                </FieldGrid>
              ) : method === 'bin' ? (
                <Stack gap="sm">
                  {input('heating', 'balancePointTemperature')}
                  <EnergyBinsTable
                    bins={Array.isArray(heating.bins) ? heating.bins : []}
                    onChange={(bins, path) => setPart('heating', { bins }, path)}
                    {...context}
                  />
                </Stack>
              ) : (
                <FieldGrid columns={2}>{input('heating', 'fullLoadHours')}</FieldGrid>
              )}
            </>
          ) : null}
        </Stack>
      </FormSection>

      <FormSection legend="Cooling">
        <Stack gap="sm">
          {includeSwitch('cooling')}
          {cooling ? (
            <FieldGrid columns={2}>
              {input('cooling', 'capacity')}
              {input('cooling', 'equivalentFullLoadHours')}
            </FieldGrid>
          ) : null}
        </Stack>
      </FormSection>

      <FormSection legend="Monthly degree-days">
        <Stack gap="sm">
          <Switch
            id={energyFieldId('monthly')}
            label="Give monthly degree-days for a month-by-month table"
            description="Starts from your annual heating degree-days spread by the NOAA 1981–2010 normals of Champaign–Urbana, IL, and that city's cooling normals: replace them with the site's values"
            checked={monthly}
            disabled={heating === undefined && cooling === undefined}
            onChange={(event) => {
              const annual = heating?.heatingDegreeDays;
              const months = defaultMonthlyDegreeDays(
                unitSystem,
                typeof annual === 'number' ? annual : undefined,
              );
              setMonths(event.currentTarget.checked ? months : undefined, true);
            }}
          />
          {monthly ? (
            <EnergyMonthlyImport
              unitSystem={unitSystem}
              onImport={(months) => setMonths(months, false)}
            />
          ) : null}
          {monthlyGrid('heating')}
          {monthlyGrid('cooling')}
          {errors['cooling.monthlyCoolingDegreeDays'] ? (
            <Text size="sm" c="red" role="alert">
              {errors['cooling.monthlyCoolingDegreeDays']}
            </Text>
          ) : null}
        </Stack>
      </FormSection>

      <FormSection legend="Tariffs">
        <Stack gap="sm">
          <TextInput
            id={energyFieldId('tariffs.currency')}
            label="Currency"
            description="A label only; no exchange"
            value={currency}
            onChange={(event) =>
              setPart('tariffs', { currency: event.currentTarget.value }, 'tariffs.currency')
            }
            error={errors['tariffs.currency']}
            maxLength={8}
            w={160}
          />
          <FieldGrid columns={3}>
            {price('electricityPrice', 'kWh')}
            {fixedCharge('electricityFixedMonthly', 'month')}
            {fixedCharge('demandChargePerKw', 'kW·month')}
          </FieldGrid>
          {FUEL_PRICES.filter(({ fuel }) => fuels.has(fuel)).map(
            ({ fuel, label, price: field, unit }) => {
              const path = `tariffs.${unit}`;
              const units: readonly string[] = PRICE_UNITS[fuel];
              const priced = String(tariffs[unit] ?? units[0]);
              return (
                <FieldGrid key={fuel} columns={3}>
                  {price(field, UNIT_LABELS[priced] ?? units[0] ?? '')}
                  <NativeSelect
                    id={energyFieldId(path)}
                    label={`${label} priced per`}
                    value={typeof tariffs[unit] === 'string' ? tariffs[unit] : units[0]}
                    onChange={(event) => {
                      const next = units.find((u) => u === event.currentTarget.value);
                      if (next) setPart('tariffs', { [unit]: next }, path);
                    }}
                    error={errors[path]}
                    data={units.map((u) => ({ value: u, label: UNIT_LABELS[u] ?? u }))}
                  />
                  {fuel === 'naturalGas' ? fixedCharge('naturalGasFixedMonthly', 'month') : null}
                </FieldGrid>
              );
            },
          )}
        </Stack>
      </FormSection>

      <FormSection legend="CO₂ emission factors">
        <Text size="xs" c="dimmed" mb="xs">
          kg CO₂ per kWh of fuel (higher heating value) or of electricity. Blank: EPA GHG Emission
          Factors Hub (2024) for fuels, eGRID2022 U.S. average for electricity; enter your grid's
          factor.
        </Text>
        <FieldGrid columns={2}>
          {EMISSION_FACTORS.map((key) =>
            // Blank means the default (EPA), shown as the placeholder.
            input('emissionFactors', key, {
              blankValue: formatNumber(DEFAULT_EMISSION_FACTORS_KG_PER_KWH[key], {
                maximumFractionDigits: 4,
              }),
            }),
          )}
        </FieldGrid>
      </FormSection>
    </Stack>
  );
}
