import { Button, Group, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  DEFAULT_DISCHARGE_SUPERHEAT,
  DEFAULT_TEMPERATURE_PENALTY,
  LINE_ORIENTATIONS,
  LINE_TYPES,
  REFRIGERANTS,
  REFRIGERANT_FITTING_FIELD_SPECS,
  REFRIGERANT_FITTING_LABELS,
  REFRIGERANT_FITTING_TYPES,
  REFRIGERANT_LINE_FIELD_LABELS,
  REFRIGERANT_LINE_FIELD_SPECS,
  TUBE_SERIES,
  TUBE_SERIES_INFO,
  refrigerantInfo,
  refrigerantFieldUnitLabel,
  type LineOrientation,
  type LineType,
  type RefrigerantFittingResult,
} from '@org/hvac-core/refrigerant';
import type { UnitSystem } from '@org/hvac-core/units';
import { formatNumber } from '@org/ui';
import { draftNumber } from '../../calculator-kit/field-ui';
import {
  NumberField,
  draftForm,
  numberFieldProps,
  type DraftFormProps,
} from '../../calculator-kit/NumberField';
import { refrigerantFittingId, refrigerantFieldId } from './field-ui';
import {
  LINE_TYPE_LABELS,
  LINE_ORIENTATION_LABELS,
  REFRIGERANT_KIND_LABELS,
  refrigerantGwpText,
  refrigerantOptionLabel,
} from './labels';
import classes from './RefrigerantCalculator.module.css';
import { removeRow, unusedRowId } from '../../calculator-kit/row-list';
import type { RefrigerantDraft } from './field-ui';
import { CalculationNameFieldset } from '../../calculator-kit/CalculationNameFieldset';
import { ChoiceSelect } from '../../calculator-kit/ChoiceSelect';
import { z } from 'zod';
import { FieldGrid, FormSection } from '../../calculator-kit/FormSection';

type FittingDraft = NonNullable<RefrigerantDraft['fittings']>[number];

export interface RefrigerantFormProps extends DraftFormProps<RefrigerantDraft, string> {
  /** The engine's equivalent length of each fitting row, shown beside it; default none. */
  fittingResults?: readonly RefrigerantFittingResult[];
}

const LABELS = REFRIGERANT_LINE_FIELD_LABELS;

const REFRIGERANT_OPTIONS = REFRIGERANTS.map((id) => ({
  value: id,
  label: refrigerantOptionLabel(id),
}));
const TUBE_SERIES_OPTIONS = TUBE_SERIES.map((id) => ({
  value: id,
  label: TUBE_SERIES_INFO[id].label,
}));
const FITTING_OPTIONS = REFRIGERANT_FITTING_TYPES.map((type) => ({
  value: type,
  label:
    type === 'custom' ? 'Other (enter its equivalent length)' : REFRIGERANT_FITTING_LABELS[type],
}));
const LINE_TYPE_OPTIONS = LINE_TYPES.map((type) => ({
  value: type,
  label: LINE_TYPE_LABELS[type],
}));
const ORIENTATION_OPTIONS = LINE_ORIENTATIONS.map((orientation) => ({
  value: orientation,
  label: LINE_ORIENTATION_LABELS[orientation],
}));

function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/** The refrigerant line inputs: refrigerant and cycle, the line, its length and fittings. */
export function RefrigerantForm(props: RefrigerantFormProps) {
  const { value, onChange, errors = {}, onFieldTouch, fittingResults = [] } = props;
  const unitSystem: UnitSystem = value.unitSystem ?? 'Imperial';
  const lineType: LineType = isOneOf(LINE_TYPES, value.lineType) ? value.lineType : 'suction';
  const orientation: LineOrientation = isOneOf(LINE_ORIENTATIONS, value.orientation)
    ? value.orientation
    : 'horizontal';
  const fittings: readonly FittingDraft[] = Array.isArray(value.fittings) ? value.fittings : [];
  const refrigerant = isOneOf(REFRIGERANTS, value.refrigerant) ? value.refrigerant : undefined;
  const tubeSeries = isOneOf(TUBE_SERIES, value.tubeSeries) ? value.tubeSeries : 'acrDrawn';
  const info = refrigerant ? refrigerantInfo(refrigerant) : undefined;
  const deltaUnit = refrigerantFieldUnitLabel('temperatureDifference', unitSystem);
  const lengthUnit = refrigerantFieldUnitLabel('length', unitSystem);

  const { set, form, field } = draftForm(props, REFRIGERANT_LINE_FIELD_SPECS, refrigerantFieldId);

  const setLineType = (next: LineType): void => {
    onFieldTouch?.('lineType');
    const penalty = draftNumber(value.allowedTemperaturePenalty);
    // A penalty still at the old line type's default follows the new line type's default.
    const followsDefault =
      penalty === undefined || penalty === DEFAULT_TEMPERATURE_PENALTY[lineType][unitSystem];
    // So does a name still at a line type's default ("Suction line" becomes "Liquid line").
    const nameFollows = Object.values(LINE_TYPE_LABELS).some(
      (label) => value.calculationName === `${label} line`,
    );
    onChange({
      ...value,
      lineType: next,
      ...(followsDefault
        ? { allowedTemperaturePenalty: DEFAULT_TEMPERATURE_PENALTY[next][unitSystem] }
        : {}),
      ...(nameFollows ? { calculationName: `${LINE_TYPE_LABELS[next]} line` } : {}),
    });
  };

  const setFittings = (next: FittingDraft[], touched?: string): void => {
    if (touched) onFieldTouch?.(touched);
    onChange({ ...value, fittings: next });
  };

  const updateFitting = (index: number, patch: Partial<FittingDraft>, touched: string): void => {
    setFittings(
      fittings.map((fitting, i) => (i === index ? { ...fitting, ...patch } : fitting)),
      touched,
    );
  };

  const rowField = (index: number, fitting: FittingDraft) => {
    const key = (name: string) => `fittings.${index}.${name}`;
    return numberFieldProps({
      fields: REFRIGERANT_FITTING_FIELD_SPECS,
      draft: { ...fitting, unitSystem },
      errors,
      errorKey: key,
      idOf: (name) => refrigerantFittingId(index, name === 'quantity' ? 'quantity' : 'length'),
      // A blank row number is left out, so the schema's default (1, or the Crane K) applies.
      set: (name, next) =>
        updateFitting(index, { [name]: next === '' ? undefined : next }, key(name)),
      touch: (name) => onFieldTouch?.(key(name)),
    });
  };

  /** A labelled choice of a few options, the label beside it. */
  const segmented = (
    name: 'lineType' | 'orientation',
    data: { value: string; label: string }[],
    current: string,
    onPick: (next: string) => void,
  ) => (
    <Group gap="sm" wrap="wrap">
      <Text id={`refrigerant-${name}-label`} size="sm" fw={600}>
        {LABELS[name]}
      </Text>
      <SegmentedControl
        id={refrigerantFieldId(name)}
        aria-labelledby={`refrigerant-${name}-label`}
        data={data}
        value={current}
        onChange={onPick}
      />
    </Group>
  );

  const penaltyDefault = DEFAULT_TEMPERATURE_PENALTY[lineType][unitSystem];

  return (
    <Stack gap="md">
      <CalculationNameFieldset
        form={form}
        description="Shown on the report, e.g. the circuit or the unit it serves"
        maxLength={120}
      />

      <FormSection legend="Refrigerant and cycle">
        <Stack gap="sm">
          <ChoiceSelect
            id={refrigerantFieldId('refrigerant')}
            label={LABELS.refrigerant}
            description={
              info
                ? `ASHRAE 34 safety group ${info.safetyGroup}; GWP100 ${refrigerantGwpText(info.id)} (IPCC AR4); ${REFRIGERANT_KIND_LABELS[
                    info.kind
                  ].toLowerCase()}${info.kind === 'zeotrope' ? ' (temperatures are dew points)' : ''}`
                : undefined
            }
            value={refrigerant}
            schema={z.enum(REFRIGERANTS)}
            onChange={(next) => set('refrigerant', next)}
            error={errors['refrigerant']}
            data={REFRIGERANT_OPTIONS}
          />
          <FieldGrid columns={2}>
            <NumberField {...field('capacity')} />
            <NumberField {...field('evaporatingTemperature')} />
            <NumberField {...field('condensingTemperature')} />
            <NumberField {...field('superheat')} />
            <NumberField {...field('subcooling')} />
            {lineType === 'discharge' ? (
              <NumberField
                {...field('dischargeSuperheat')}
                blankValue={DEFAULT_DISCHARGE_SUPERHEAT[unitSystem]}
              />
            ) : null}
          </FieldGrid>
        </Stack>
      </FormSection>

      <FormSection legend="Line">
        <Stack gap="sm">
          {segmented('lineType', LINE_TYPE_OPTIONS, lineType, (next) => {
            if (isOneOf(LINE_TYPES, next)) setLineType(next);
          })}
          {segmented('orientation', ORIENTATION_OPTIONS, orientation, (next) => {
            if (isOneOf(LINE_ORIENTATIONS, next)) set('orientation', next);
          })}
          <ChoiceSelect
            id={refrigerantFieldId('tubeSeries')}
            label={LABELS.tubeSeries}
            description={`Sizes to choose from, ${
              isOneOf(TUBE_SERIES, value.tubeSeries)
                ? TUBE_SERIES_INFO[value.tubeSeries].standard
                : 'ASTM B280'
            }. ACR tube is made to inch ODs; Metric shows the mm too`}
            value={tubeSeries}
            schema={z.enum(TUBE_SERIES)}
            onChange={(next) => set('tubeSeries', next)}
            error={errors['tubeSeries']}
            data={TUBE_SERIES_OPTIONS}
          />
          <FieldGrid columns={2}>
            <NumberField {...field('allowedTemperaturePenalty')} blankValue={penaltyDefault} />
          </FieldGrid>
          <Text size="xs" c="dimmed">
            Defaults: {DEFAULT_TEMPERATURE_PENALTY.suction[unitSystem]} {deltaUnit} for suction and
            discharge lines, {DEFAULT_TEMPERATURE_PENALTY.liquid[unitSystem]} {deltaUnit} for liquid
            lines (ASHRAE Handbook—Refrigeration, ch. 1).
          </Text>
        </Stack>
      </FormSection>

      <FormSection legend="Length and fittings">
        <Stack gap="sm">
          <FieldGrid columns={2}>
            <NumberField {...field('straightLength')} />
            <NumberField {...field('verticalRise')} blankValue={0} />
            <NumberField {...field('additionalEquivalentLength')} blankValue={0} />
          </FieldGrid>
          <Text component="h3" size="sm" fw={650} id="refrigerant-fittings-title">
            Fittings
          </Text>
          {fittings.length === 0 ? (
            <Text size="sm" c="dimmed">
              No fittings: the equivalent length is the straight length and the additional length.
            </Text>
          ) : null}
          <Stack gap="sm" role="list" aria-labelledby="refrigerant-fittings-title">
            {fittings.map((fitting, index) => {
              const number = index + 1;
              const computed = fittingResults.find((row) => row.id === fitting.id);
              const row = rowField(index, fitting);
              return (
                <Stack key={fitting.id} gap={4} role="listitem" className={classes.fittingRow}>
                  <ChoiceSelect
                    id={refrigerantFittingId(index, 'type')}
                    label={`Fitting ${number}`}
                    value={fitting.type}
                    schema={z.enum(REFRIGERANT_FITTING_TYPES)}
                    onChange={(type) => updateFitting(index, { type }, `fittings.${index}.type`)}
                    error={errors[`fittings.${index}.type`]}
                    data={FITTING_OPTIONS}
                  />
                  <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
                    <NumberField
                      {...row('quantity')}
                      label={`Quantity of fitting ${number}`}
                      placeholder="1"
                    />
                    <NumberField
                      {...row('customEquivalentLength')}
                      label={`Equivalent length each, fitting ${number}`}
                      placeholder={fitting.type === 'custom' ? 'Required' : 'Crane K'}
                    />
                  </SimpleGrid>
                  <Group justify="space-between" gap="xs" wrap="wrap">
                    <Text size="xs" c="dimmed" data-testid={`fitting-length-${index}`}>
                      {computed
                        ? `${formatNumber(computed.equivalentLengthEach, { maximumFractionDigits: 2 })} ${lengthUnit} each, ${formatNumber(computed.equivalentLength, { maximumFractionDigits: 1 })} ${lengthUnit} in all in the selected tube`
                        : 'Equivalent length shown once the line is sized'}
                    </Text>
                    <Button
                      variant="subtle"
                      color="red"
                      size="compact-sm"
                      aria-label={`Remove fitting ${number}`}
                      onClick={() => setFittings(removeRow(fittings, index), 'fittings')}
                    >
                      Remove
                    </Button>
                  </Group>
                </Stack>
              );
            })}
          </Stack>
          <Group>
            <Button
              variant="light"
              size="compact-sm"
              onClick={() =>
                setFittings(
                  [
                    ...fittings,
                    { id: unusedRowId(fittings), type: 'elbow90Standard', quantity: 1 },
                  ],
                  'fittings',
                )
              }
            >
              Add fitting
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            Blank equivalent length: Crane TP-410 resistance coefficient for the tube, Le = K·D/f.
            Enter the manufacturer’s figure for valves, driers and other accessories.
          </Text>
        </Stack>
      </FormSection>
    </Stack>
  );
}
