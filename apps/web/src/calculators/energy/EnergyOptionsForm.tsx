import {
  Button,
  Fieldset,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  COOLING_RATINGS,
  COOLING_RATING_LABELS,
  HEATING_FUELS,
  HEATING_FUEL_LABELS,
  HEATING_RATING_LABELS,
  ENERGY_OPTION_FIELD_SPECS,
  MAX_ENERGY_OPTIONS,
  TYPICAL_COOLING_EFFICIENCY,
  TYPICAL_HEATING_EFFICIENCY,
  defaultEnergyOption,
  heatingRatingsFor,
  type EnergyCostInputDraft,
  type CoolingRating,
  type EnergyOptionDraft,
  type HeatingRating,
} from '@org/hvac-core/energy';
import type { ReactNode } from 'react';
import classes from './EnergyCalculator.module.css';
import { EnergyPerformancePoints } from './EnergyPerformancePoints';
import { energyDraftContext, energyFieldId, withFormUnit } from './energy-field';
import { DraftNumberField } from '../../calculator-kit/DraftNumberField';
import type { FieldErrors } from '../../calculator-kit/evaluate';

export interface EnergyOptionsFormProps {
  /** The input being edited; required. */
  value: EnergyCostInputDraft;
  /** Called with the edited input on every change; required. */
  onChange: (next: EnergyCostInputDraft) => void;
  /** Messages to show under fields, by path; default none. */
  errors?: FieldErrors;
  /** Called when a field is edited or left, with its path; default none. */
  onFieldTouch?: (path: string) => void;
}

/** What an option's number shows beside its table entry: its rating's name and unit, the currency. */
interface OptionFieldWording {
  readonly label?: string;
  readonly unit?: string;
  readonly step?: number;
  readonly description?: string;
  readonly blankValue?: number | string;
}

/** A new option's id and name that no option uses yet. */
function nextOption(options: readonly EnergyOptionDraft[]): EnergyOptionDraft {
  const ids = new Set(options.map((option) => option.id));
  let n = options.length + 1;
  while (ids.has(`option${n}`)) n += 1;
  return defaultEnergyOption(`option${n}`, `Option ${n}`);
}

/** One to four system options side by side: fuel, ratings and installed cost. */
export function EnergyOptionsForm({
  value,
  onChange,
  errors = {},
  onFieldTouch,
}: EnergyOptionsFormProps) {
  const options = value.options ?? [];
  const hasHeating = value.heating !== undefined;
  const hasCooling = value.cooling !== undefined;
  const binMethod = value.heating?.method === 'bin';
  const currency = typeof value.tariffs.currency === 'string' ? value.tariffs.currency : '$';

  const setOption = (index: number, patch: Partial<EnergyOptionDraft>, path: string) => {
    onFieldTouch?.(path);
    onChange({
      ...value,
      options: options.map((option, i) => (i === index ? { ...option, ...patch } : option)),
    });
  };

  const context = { unitSystem: value.unitSystem ?? 'Imperial', errors, onFieldTouch };
  const fieldContext = energyDraftContext(context);
  const optionInput = (
    index: number,
    option: EnergyOptionDraft,
    field: keyof typeof ENERGY_OPTION_FIELD_SPECS,
    { unit, step, ...shown }: OptionFieldWording,
  ): ReactNode => (
    <DraftNumberField
      context={fieldContext}
      path={['options', index, field]}
      spec={withFormUnit(ENERGY_OPTION_FIELD_SPECS[field], { unit, step })}
      value={option[field]}
      onChange={(next) => setOption(index, { [field]: next }, `options.${index}.${field}`)}
      {...shown}
    />
  );

  /** A rating's select and its efficiency; a new rating starts from its typical efficiency. */
  const ratingPair = <Rating extends HeatingRating | CoolingRating>(
    index: number,
    option: EnergyOptionDraft,
    kind: 'heating' | 'cooling',
    ratings: readonly Rating[],
    current: Rating,
    wording: OptionFieldWording,
  ): ReactNode => {
    const path = `options.${index}.${kind}Rating`;
    const heating = kind === 'heating';
    const labels: Record<string, { label: string }> = heating
      ? HEATING_RATING_LABELS
      : COOLING_RATING_LABELS;
    const typical: Record<string, number> = heating
      ? TYPICAL_HEATING_EFFICIENCY
      : TYPICAL_COOLING_EFFICIENCY;
    return (
      <Group grow align="flex-start" gap="sm">
        <NativeSelect
          id={energyFieldId(path)}
          label={heating ? 'Heating rating' : 'Cooling rating'}
          value={current}
          data={ratings.map((r) => ({ value: r, label: labels[r]?.label ?? r }))}
          {...(heating ? { error: errors[path] } : {})}
          onChange={(event) => {
            const next = ratings.find((r) => r === event.currentTarget.value);
            if (next)
              setOption(
                index,
                { [`${kind}Rating`]: next, [`${kind}Efficiency`]: typical[next] },
                path,
              );
          }}
        />
        {optionInput(index, option, heating ? 'heatingEfficiency' : 'coolingEfficiency', wording)}
      </Group>
    );
  };

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        {options.map((option, index) => {
          const p = (field: string) => `options.${index}.${field}`;
          const fuel = option.heatingFuel ?? 'naturalGas';
          const heatingRating = option.heatingRating ?? 'afue';
          const coolingRating = option.coolingRating ?? 'seer2';
          const ratings = heatingRatingsFor(fuel);
          return (
            <Fieldset
              key={option.id}
              legend={`Option ${index + 1}${index === 0 ? ' (baseline)' : ''}`}
              classNames={{ legend: classes.legend }}
              data-testid={`energy-option-${index}`}
            >
              <Stack gap="sm">
                <TextInput
                  id={energyFieldId(p('name'))}
                  label="Option name"
                  value={typeof option.name === 'string' ? option.name : ''}
                  onChange={(event) =>
                    setOption(index, { name: event.currentTarget.value }, p('name'))
                  }
                  error={errors[p('name')]}
                  maxLength={80}
                />
                {hasHeating ? (
                  <>
                    <NativeSelect
                      id={energyFieldId(p('heatingFuel'))}
                      label="Heating fuel"
                      value={fuel}
                      data={HEATING_FUELS.map((f) => ({ value: f, label: HEATING_FUEL_LABELS[f] }))}
                      onChange={(event) => {
                        const next = HEATING_FUELS.find((f) => f === event.currentTarget.value);
                        if (!next) return;
                        const fits = heatingRatingsFor(next);
                        const rating = fits.includes(heatingRating) ? heatingRating : fits[0];
                        setOption(
                          index,
                          rating === undefined || rating === heatingRating
                            ? { heatingFuel: next }
                            : {
                                heatingFuel: next,
                                heatingRating: rating,
                                heatingEfficiency: TYPICAL_HEATING_EFFICIENCY[rating],
                              },
                          p('heatingFuel'),
                        );
                      }}
                    />
                    {ratings.length > 0 ? (
                      ratingPair(index, option, 'heating', ratings, heatingRating, {
                        label: HEATING_RATING_LABELS[heatingRating].label,
                        unit: HEATING_RATING_LABELS[heatingRating].unit,
                        step: heatingRating === 'afue' ? 1 : 0.1,
                      })
                    ) : (
                      <Text size="sm" c="dimmed">
                        Electric resistance: COP 1, no rating to enter.
                      </Text>
                    )}
                    {fuel === 'heatPump' ? (
                      <EnergyPerformancePoints
                        option={option}
                        index={index}
                        binMethod={binMethod}
                        onChange={(performance, path) => {
                          const { binPerformance: _old, ...rest } = option;
                          onFieldTouch?.(path);
                          onChange({
                            ...value,
                            options: options.map((o, i) =>
                              i === index
                                ? performance === undefined
                                  ? rest
                                  : { ...rest, binPerformance: performance }
                                : o,
                            ),
                          });
                        }}
                        {...context}
                      />
                    ) : null}
                  </>
                ) : null}
                {hasCooling
                  ? ratingPair(index, option, 'cooling', COOLING_RATINGS, coolingRating, {
                      label: COOLING_RATING_LABELS[coolingRating].label.replace(/ \(.*\)$/, ''),
                      unit: COOLING_RATING_LABELS[coolingRating].unit,
                    })
                  : null}
                {optionInput(index, option, 'installedCost', {
                  unit: currency,
                  blankValue: 0,
                  ...(index === 0 ? { description: 'The baseline of the payback' } : {}),
                })}
                {options.length > 1 ? (
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    onClick={() =>
                      onChange({ ...value, options: options.filter((_, i) => i !== index) })
                    }
                    aria-label={`Remove option ${index + 1}${typeof option.name === 'string' && option.name ? `: ${option.name}` : ''}`}
                  >
                    Remove option
                  </Button>
                ) : null}
              </Stack>
            </Fieldset>
          );
        })}
      </SimpleGrid>
      {options.length < MAX_ENERGY_OPTIONS ? (
        <Group>
          <Button
            variant="light"
            onClick={() => onChange({ ...value, options: [...options, nextOption(options)] })}
          >
            Add option
          </Button>
          <Text size="xs" c="dimmed">
            Up to {MAX_ENERGY_OPTIONS} options side by side.
          </Text>
        </Group>
      ) : null}
    </Stack>
  );
}
