import {
  NativeSelect,
  SegmentedControl,
  useMatches,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import {
  DEFAULT_EMISSION_FACTORS_KG_PER_KWH,
  ENERGY_DEMAND_FIELD_LABELS,
  HEATING_METHODS,
  HEATING_METHOD_LABELS,
  PRICE_UNITS,
  defaultEnergyCostInput,
  defaultMonthlyDegreeDays,
  degreeDayUnitLabel,
  energyDemandFieldUnitLabel,
  type EnergyCostInputDraft,
  type EnergyDemandField,
} from '@org/hvac-core/energy';
import type { UnitSystem } from '@org/hvac-core/units';
import { formatNumber, type UnitInputProps } from '@org/ui';
import { MONTH_ABBREVIATIONS } from '@org/hvac-core/weather';
import type { ReactNode } from 'react';
import { EnergyBinsTable } from './EnergyBinsTable';
import { EnergyMonthlyImport } from './EnergyMonthlyImport';
import { EnergyNumberInput } from './EnergyNumberInput';
import { energyFieldId } from './field-ui';
import type { FieldErrors } from '../../workspace/evaluate';
import { FieldGrid, FormSection } from '../../workspace/FormSection';

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

type Heating = NonNullable<EnergyCostInputDraft['heating']>;
type Cooling = NonNullable<EnergyCostInputDraft['cooling']>;
type Tariffs = EnergyCostInputDraft['tariffs'];
type Factors = NonNullable<EnergyCostInputDraft['emissionFactors']>;

type FieldProps = Omit<UnitInputProps, 'id' | 'name' | 'value' | 'onChange' | 'onBlur' | 'error'>;
type FixedCharge = 'electricityFixedMonthly' | 'naturalGasFixedMonthly' | 'demandChargePerKw';

/** A fuel's price and price unit in the tariffs, shown when an option burns that fuel. */
interface FuelPrice {
  readonly fuel: 'naturalGas' | 'oil' | 'propane';
  readonly label: string;
  readonly price: 'naturalGasPrice' | 'oilPrice' | 'propanePrice';
  readonly unit: 'naturalGasUnit' | 'oilUnit' | 'propaneUnit';
}

const FUEL_PRICES: readonly FuelPrice[] = [
  { fuel: 'naturalGas', label: 'Natural gas', price: 'naturalGasPrice', unit: 'naturalGasUnit' },
  { fuel: 'oil', label: 'Oil', price: 'oilPrice', unit: 'oilUnit' },
  { fuel: 'propane', label: 'Propane', price: 'propanePrice', unit: 'propaneUnit' },
];

const UNIT_LABELS: Record<string, string> = {
  therm: 'therm',
  m3: 'm³',
  kWh: 'kWh',
  gallon: 'US gallon',
  litre: 'litre',
};

const FACTOR_LABELS: Record<keyof Factors, string> = {
  electricity: 'Electricity',
  naturalGas: 'Natural gas',
  oil: 'Heating oil',
  propane: 'Propane',
};

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
  const heating = value.heating;
  const cooling = value.cooling;
  const tariffs: Tariffs = value.tariffs;
  const currency = typeof tariffs.currency === 'string' ? tariffs.currency : '$';
  const monthly =
    heating?.monthlyHeatingDegreeDays !== undefined ||
    cooling?.monthlyCoolingDegreeDays !== undefined;
  const fuels = new Set((value.options ?? []).map((option) => option.heatingFuel ?? 'naturalGas'));

  const touch = (path: string) => onFieldTouch?.(path);

  const setHeating = (patch: Partial<Heating>, path: string) => {
    touch(path);
    if (heating) onChange({ ...value, heating: { ...heating, ...patch } });
  };
  const setCooling = (patch: Partial<Cooling>, path: string) => {
    touch(path);
    if (cooling) onChange({ ...value, cooling: { ...cooling, ...patch } });
  };
  const setTariff = (patch: Partial<Tariffs>, path: string) => {
    touch(path);
    onChange({ ...value, tariffs: { ...tariffs, ...patch } });
  };

  /** A numeric field of the draft at `path`; `set` stores the new value ('' when cleared). */
  const numberInput = (
    path: string,
    current: unknown,
    set: (next: number | '') => void,
    props: FieldProps,
  ): ReactNode => (
    <EnergyNumberInput
      key={path}
      path={path}
      name={path}
      value={current}
      onChange={set}
      errors={errors}
      onFieldTouch={touch}
      {...props}
    />
  );

  const demandInput = (
    group: 'heating' | 'cooling',
    field: EnergyDemandField,
    description?: string,
    decimalScale = 2,
  ): ReactNode => {
    const path = `${group}.${field}`;
    const source: Record<string, unknown> = (group === 'heating' ? heating : cooling) ?? {};
    const set = group === 'heating' ? setHeating : setCooling;
    return numberInput(path, source[field], (next) => set({ [field]: next }, path), {
      label: ENERGY_DEMAND_FIELD_LABELS[field],
      unit: energyDemandFieldUnitLabel(field, unitSystem),
      decimalScale,
      description: fieldSources[path] ?? description,
    });
  };

  const tariffInput = (
    field: 'electricityPrice' | FuelPrice['price'] | FixedCharge,
    props: FieldProps,
  ): ReactNode => {
    const path = `tariffs.${field}`;
    return numberInput(path, tariffs[field], (next) => setTariff({ [field]: next }, path), {
      min: 0,
      ...props,
    });
  };
  const priceInput = (
    field: 'electricityPrice' | FuelPrice['price'],
    label: string,
    unit: string,
  ) => tariffInput(field, { label, unit: `${currency}/${unit}`, decimalScale: 4, step: 0.01 });
  const fixedChargeInput = (
    field: FixedCharge,
    label: string,
    unit: string,
    description?: string,
  ) => tariffInput(field, { label, unit, decimalScale: 2, blankValue: 0, description });

  const unitSelect = ({ fuel, unit: field, label }: FuelPrice): ReactNode => {
    const path = `tariffs.${field}`;
    const units = PRICE_UNITS[fuel];
    return (
      <NativeSelect
        id={energyFieldId(path)}
        label={`${label} priced per`}
        value={typeof tariffs[field] === 'string' ? tariffs[field] : units[0]}
        onChange={(event) => {
          const unit = units.find((u) => u === event.currentTarget.value);
          if (unit) setTariff({ [field]: unit }, path);
        }}
        error={errors[path]}
        data={units.map((unit) => ({ value: unit, label: UNIT_LABELS[unit] ?? unit }))}
      />
    );
  };

  const factors: Partial<Factors> = value.emissionFactors ?? {};
  const factorInput = (key: keyof Factors): ReactNode => {
    const path = `emissionFactors.${key}`;
    const set = (next: number | '') => {
      touch(path);
      onChange({ ...value, emissionFactors: { ...factors, [key]: next } });
    };
    return numberInput(path, factors[key], set, {
      label: FACTOR_LABELS[key],
      unit: 'kg CO₂/kWh',
      // Blank means the default (EPA), shown as the placeholder.
      blankValue: formatNumber(DEFAULT_EMISSION_FACTORS_KG_PER_KWH[key], {
        maximumFractionDigits: 4,
      }),
      decimalScale: 4,
      step: 0.01,
      min: 0,
      max: 2,
    });
  };

  // Heating or cooling in or out of the comparison; back in, it starts from the defaults.
  const includeSwitch = (group: 'heating' | 'cooling'): ReactNode => (
    <Switch
      id={energyFieldId(group === 'heating' ? 'includeHeating' : 'includeCooling')}
      label={`Include ${group}`}
      checked={value[group] !== undefined}
      onChange={(event) => {
        const { [group]: _dropped, ...rest } = value;
        const included = event.currentTarget.checked;
        onChange(
          group === 'heating'
            ? { ...rest, ...(included ? { heating: defaults.heating } : {}) }
            : { ...rest, ...(included ? { cooling: defaults.cooling } : {}) },
        );
      }}
    />
  );

  const setMonthly = (on: boolean) => {
    touch('monthly');
    const annual = heating?.heatingDegreeDays;
    const months = defaultMonthlyDegreeDays(
      unitSystem,
      typeof annual === 'number' ? annual : undefined,
    );
    const next: EnergyCostInputDraft = { ...value };
    if (heating) {
      const { monthlyHeatingDegreeDays: _drop, ...rest } = heating;
      next.heating = on ? { ...rest, monthlyHeatingDegreeDays: months.heating } : rest;
    }
    if (cooling) {
      const { monthlyCoolingDegreeDays: _drop, ...rest } = cooling;
      next.cooling = on ? { ...rest, monthlyCoolingDegreeDays: months.cooling } : rest;
    }
    onChange(next);
  };

  const monthlyInput = (group: 'heating' | 'cooling', index: number): ReactNode => {
    const key = group === 'heating' ? 'monthlyHeatingDegreeDays' : 'monthlyCoolingDegreeDays';
    const list: readonly (number | string)[] =
      (group === 'heating'
        ? heating?.monthlyHeatingDegreeDays
        : cooling?.monthlyCoolingDegreeDays) ?? [];
    const path = `${group}.${key}.${index}`;
    const set = (nextValue: number | '') => {
      const updated = [...list];
      updated[index] = nextValue;
      if (group === 'heating') setHeating({ monthlyHeatingDegreeDays: updated }, path);
      else setCooling({ monthlyCoolingDegreeDays: updated }, path);
    };
    return numberInput(path, list[index], set, {
      label: `${MONTH_ABBREVIATIONS[index]} ${group === 'heating' ? 'HDD' : 'CDD'}`,
      unit: degreeDayUnitLabel(unitSystem),
      decimalScale: 1,
      min: 0,
    });
  };

  /** A group's twelve monthly degree-days, once the monthly table is on and the group has them. */
  const monthlyGrid = (group: 'heating' | 'cooling'): ReactNode => {
    const months =
      group === 'heating' ? heating?.monthlyHeatingDegreeDays : cooling?.monthlyCoolingDegreeDays;
    if (!monthly || months === undefined) return null;
    return (
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" verticalSpacing="xs">
        {MONTH_ABBREVIATIONS.map((_, index) => monthlyInput(group, index))}
      </SimpleGrid>
    );
  };

  const defaults = defaultEnergyCostInput(unitSystem);
  const method = heating?.method ?? 'degreeDays';

  return (
    <Stack gap="md">
      <FormSection legend="Calculation">
        <TextInput
          id={energyFieldId('calculationName')}
          label="Calculation name"
          description="Shown on the report, e.g. the house or the systems compared"
          value={typeof value.calculationName === 'string' ? value.calculationName : ''}
          onChange={(event) => {
            touch('calculationName');
            onChange({ ...value, calculationName: event.currentTarget.value });
          }}
          onBlur={() => touch('calculationName')}
          error={errors.calculationName}
          maxLength={120}
        />
      </FormSection>

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
                    if (parsed) setHeating({ method: parsed }, 'heating.method');
                  }}
                />
              </div>
              <FieldGrid columns={3}>
                {demandInput('heating', 'designHeatLoss', 'From the heat-load calculation', 0)}
                {demandInput('heating', 'indoorDesignTemperature')}
                {demandInput('heating', 'outdoorDesignTemperature', '99 % heating design')}
              </FieldGrid>
              {method === 'degreeDays' ? (
                <FieldGrid columns={2}>
                  {monthly && heating.monthlyHeatingDegreeDays !== undefined ? (
                    <Text size="sm" c="dimmed">
                      Annual degree-days: the sum of the monthly values below.
                    </Text>
                  ) : (
                    demandInput(
                      'heating',
                      'heatingDegreeDays',
                      unitSystem === 'Imperial' ? 'Base 65 °F, annual' : 'Base 18.3 °C, annual',
                      1,
                    )
                  )}
                  {demandInput(
                    'heating',
                    'degreeDayCorrection',
                    'C_D, ASHRAE Fundamentals (1989) ch. 28 fig. 1: about 0.6–0.8 for a house with base-65 °F degree-days; 1 with balance-point degree-days',
                  )}
                </FieldGrid>
              ) : method === 'bin' ? (
                <Stack gap="sm">
                  {numberInput(
                    'heating.balancePointTemperature',
                    heating.balancePointTemperature,
                    (next) =>
                      setHeating(
                        { balancePointTemperature: next },
                        'heating.balancePointTemperature',
                      ),
                    {
                      label: 'Balance-point temperature',
                      unit: unitSystem === 'Imperial' ? '°F' : '°C',
                      decimalScale: 1,
                      description:
                        'Outdoor temperature at which the heating load reaches zero: the load line runs from the design heat loss at the outdoor design temperature to zero here',
                    },
                  )}
                  <EnergyBinsTable
                    bins={Array.isArray(heating.bins) ? heating.bins : []}
                    unitSystem={unitSystem}
                    onChange={(bins, path) => setHeating({ bins }, path)}
                    errors={errors}
                    onFieldTouch={touch}
                  />
                </Stack>
              ) : (
                <FieldGrid columns={2}>
                  {demandInput(
                    'heating',
                    'fullLoadHours',
                    'Equivalent full-load heating hours per year',
                    0,
                  )}
                </FieldGrid>
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
              {demandInput('cooling', 'capacity', 'Design cooling load or capacity', 0)}
              {demandInput(
                'cooling',
                'equivalentFullLoadHours',
                'EFLH per year (AHRI 210/240 hours, or local data)',
                0,
              )}
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
            onChange={(event) => setMonthly(event.currentTarget.checked)}
          />
          {monthly ? (
            <EnergyMonthlyImport
              unitSystem={unitSystem}
              onImport={(months) => {
                touch('monthly');
                const next: EnergyCostInputDraft = { ...value };
                if (heating)
                  next.heating = { ...heating, monthlyHeatingDegreeDays: months.heating };
                if (cooling)
                  next.cooling = { ...cooling, monthlyCoolingDegreeDays: months.cooling };
                onChange(next);
              }}
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
              setTariff({ currency: event.currentTarget.value }, 'tariffs.currency')
            }
            error={errors['tariffs.currency']}
            maxLength={8}
            w={160}
          />
          <FieldGrid columns={3}>
            {priceInput('electricityPrice', 'Electricity price', 'kWh')}
            {fixedChargeInput(
              'electricityFixedMonthly',
              'Electricity fixed charge',
              `${currency}/month`,
            )}
            {fixedChargeInput(
              'demandChargePerKw',
              'Demand charge',
              `${currency}/kW·month`,
              'On the estimated monthly peak; 0 for none',
            )}
          </FieldGrid>
          {FUEL_PRICES.filter(({ fuel }) => fuels.has(fuel)).map((fuelPrice) => (
            <FieldGrid key={fuelPrice.fuel} columns={3}>
              {priceInput(
                fuelPrice.price,
                `${fuelPrice.label} price`,
                UNIT_LABELS[String(tariffs[fuelPrice.unit] ?? PRICE_UNITS[fuelPrice.fuel][0])] ??
                  PRICE_UNITS[fuelPrice.fuel][0],
              )}
              {unitSelect(fuelPrice)}
              {fuelPrice.fuel === 'naturalGas'
                ? fixedChargeInput(
                    'naturalGasFixedMonthly',
                    'Gas fixed charge',
                    `${currency}/month`,
                  )
                : null}
            </FieldGrid>
          ))}
        </Stack>
      </FormSection>

      <FormSection legend="CO₂ emission factors">
        <Text size="xs" c="dimmed" mb="xs">
          kg CO₂ per kWh of fuel (higher heating value) or of electricity. Blank: EPA GHG Emission
          Factors Hub (2024) for fuels, eGRID2022 U.S. average for electricity; enter your grid's
          factor.
        </Text>
        <FieldGrid columns={2}>
          {(['electricity', 'naturalGas', 'oil', 'propane'] as const).map(factorInput)}
        </FieldGrid>
      </FormSection>
    </Stack>
  );
}
