import { Checkbox, Fieldset, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  ACTIVITY_LEVELS,
  ActivityLevelSchema,
  HEAT_LOAD_FIELD_LABELS,
  HEAT_LOAD_FIELD_SPECS,
  ROOM_NAME_MAX_LENGTH,
  WINDOW_ORIENTATIONS,
  VentilationSpaceTypeSchema,
  WindowOrientationSchema,
  type HeatLoadInputDraft,
} from '@org/hvac-core/heat-load';
import { unitLabel, type UnitSystem } from '@org/hvac-core/units';
import { VENTILATION_SPACE_TYPE_OPTIONS } from './space-types';
import { formatNumber } from '@org/ui';
import { ChoiceSelect } from '../../calculator-kit/ChoiceSelect';
import { OtherWindows } from './OtherWindows';
import classes from './HeatLoadCalculator.module.css';
import { NumberField, draftForm, type DraftFormProps } from '../../calculator-kit/NumberField';
import { heatLoadFieldId } from './field-id';

const LABELS = HEAT_LOAD_FIELD_LABELS;

/** The heat-load inputs in four groups plus the safety factor. Units follow `value.unitSystem`. */
export function HeatLoadForm(props: DraftFormProps<HeatLoadInputDraft, string>) {
  const { value, errors = {}, onFieldTouch } = props;
  const unitSystem: UnitSystem = value.unitSystem ?? 'Imperial';
  const heating = value.calculationMode === 'Heating';
  const { set, field } = draftForm(props, HEAT_LOAD_FIELD_SPECS, heatLoadFieldId);
  /** The props every choice of the form shares: its id, label, draft value, change and message. */
  const choice = (name: 'windowOrientation' | 'activityLevel' | 'ventilationSpaceType') => ({
    id: heatLoadFieldId(name),
    label: LABELS[name],
    value: value[name],
    onChange: (next: string) => set(name, next),
    error: errors[name],
  });

  const activity = ACTIVITY_LEVELS.find((level) => level.id === value.activityLevel);
  const heatRateUnit = unitLabel('heatRate', unitSystem);
  const perPerson = (btuPerHour: number, watts: number): string =>
    unitSystem === 'Imperial'
      ? formatNumber(btuPerHour)
      : formatNumber(watts, { maximumFractionDigits: 1 });
  const activityDescription = activity
    ? `${activity.location}; per person ${perPerson(activity.sensibleBtuPerHour, activity.sensibleW)} sensible + ${perPerson(activity.latentBtuPerHour, activity.latentW)} latent ${heatRateUnit}`
    : undefined;

  return (
    <Stack gap="md">
      <Fieldset legend="Design conditions" classNames={{ legend: classes.legend }}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
          <TextInput
            id={heatLoadFieldId('roomName')}
            label={LABELS.roomName}
            value={typeof value.roomName === 'string' ? value.roomName : ''}
            onChange={(event) => set('roomName', event.currentTarget.value)}
            onBlur={() => onFieldTouch?.('roomName')}
            error={errors.roomName}
            maxLength={ROOM_NAME_MAX_LENGTH}
            className={classes.fullRow}
          />
          <NumberField {...field('outdoorTemp')} />
          <NumberField {...field('indoorTemp')} />
          <NumberField {...field('outdoorRelativeHumidity')} />
          <NumberField {...field('indoorRelativeHumidity')} />
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend="Envelope" classNames={{ legend: classes.legend }}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
          <NumberField {...field('wallArea')} />
          <NumberField {...field('wallUValue')} />
          <NumberField {...field('windowArea')} />
          <NumberField {...field('windowUValue')} />
          <NumberField {...field('windowShgc')} />
          <ChoiceSelect
            {...choice('windowOrientation')}
            description="Direction the glass faces"
            schema={WindowOrientationSchema}
            data={WINDOW_ORIENTATIONS.map((orientation) => ({
              value: orientation.id,
              label: orientation.label,
            }))}
          />
          <NumberField {...field('roofArea')} />
          <NumberField {...field('roofUValue')} />
        </SimpleGrid>
        <OtherWindows
          windows={Array.isArray(value.additionalWindows) ? value.additionalWindows : []}
          onChange={(next) => set('additionalWindows', next)}
          unitSystem={unitSystem}
          errors={errors}
          onTouch={onFieldTouch}
          idOf={heatLoadFieldId}
        />
      </Fieldset>

      <Fieldset legend="Internal gains" classNames={{ legend: classes.legend }}>
        <Stack gap="sm">
          <ChoiceSelect
            {...choice('activityLevel')}
            description={activityDescription}
            schema={ActivityLevelSchema}
            data={ACTIVITY_LEVELS.map((level) => ({ value: level.id, label: level.label }))}
          />
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" verticalSpacing="sm">
            <NumberField {...field('numPeople')} />
            <NumberField {...field('lightingLoad')} />
            <NumberField {...field('equipmentLoad')} />
          </SimpleGrid>
          {heating ? (
            <Checkbox
              id={heatLoadFieldId('creditInternalGainsInHeating')}
              label={LABELS.creditInternalGainsInHeating}
              description="Subtract the sensible gains of people, lighting and equipment from the heating load. Off by default: they may be absent at the design hour."
              checked={value.creditInternalGainsInHeating === true}
              onChange={(event) => set('creditInternalGainsInHeating', event.currentTarget.checked)}
              error={errors.creditInternalGainsInHeating}
            />
          ) : null}
        </Stack>
      </Fieldset>

      <Fieldset legend="Ventilation and infiltration" classNames={{ legend: classes.legend }}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
          <NumberField {...field('ventilationRate')} />
          <ChoiceSelect
            {...choice('ventilationSpaceType')}
            description="The ASHRAE 62.1 occupancy category whose outdoor-air rates the ventilation rate is checked against"
            fallback="officeSpace"
            schema={VentilationSpaceTypeSchema}
            data={VENTILATION_SPACE_TYPE_OPTIONS}
          />
          <NumberField {...field('infiltrationAch')} />
          <NumberField {...field('floorArea')} />
          <NumberField {...field('ceilingHeight')} />
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend="Safety factor" classNames={{ legend: classes.legend }}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
          <NumberField {...field('safetyFactorPercent')} />
        </SimpleGrid>
      </Fieldset>
    </Stack>
  );
}
