import {
  Alert,
  Button,
  Checkbox,
  Grid,
  Group,
  List,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  PSYCHROMETRIC_CHART_FIELD_SPECS,
  PSYCHROMETRIC_CHART_NAME_MAX_LENGTH,
  chartGeometryFor,
  chartPointOf,
  chartPointState,
  chartRangeFor,
  convertPsychrometricChartInput,
  examplePsychrometricChartInput,
  newChartState,
  nextChartId,
  validPartOf,
  type ChartGeometry,
  type ComputedConditions,
  type ChartPoint,
  type MoistAirState,
  type PsychrometricChartDraft,
  type PsychrometricChartInput,
  type PsychrometricChartResult,
} from '@org/hvac-core/psychrometrics';
import { formatNumber } from '@org/ui';
import { NumberField } from '../../calculator-kit/NumberField';
import { useMemo, useState } from 'react';
import { ProcessesForm, StatesForm } from './ChartForms';
import { psychrometricFieldId } from './field-ui';
import { createPointerStore } from './pointer-store';
import { PointerReadout } from './PointerReadout';
import { PsychrometricChart } from './PsychrometricChart';
import { ChartFullScreen } from '../../charts/ChartFullScreen';
import { ProcessesTable, StatesTable } from './ResultsTables';
import type { CalculatorEditorProps } from '../../calculator-kit/types';
import { SegmentedChoice, type ChoiceOption } from '../../calculator-kit/SegmentedChoice';
import { DraftUnitSystemControl } from '../../calculator-kit/UnitSystemControl';

const PRESSURE_MODE_OPTIONS: readonly ChoiceOption<'altitude' | 'pressure'>[] = [
  { value: 'altitude', label: 'Altitude' },
  { value: 'pressure', label: 'Pressure' },
];

/** {@link chartGeometryFor}, recomputed only when the conditions or the window change. */
function useGeometry(
  value: PsychrometricChartDraft,
  computed: ComputedConditions | null,
  points: readonly ChartPoint[],
): ChartGeometry {
  const range = chartRangeFor(computed?.unitSystem ?? value.unitSystem, points);
  const key = `${range.dryBulbMin}|${range.dryBulbMax}|${range.humidityRatioMax}`;
  return useMemo(
    () => chartGeometryFor(value, computed, points),
    // The points array is rebuilt every render; the window's key says when it really changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      value.unitSystem,
      value.pressure,
      value.altitude,
      computed?.unitSystem,
      computed?.pressure,
      key,
    ],
  );
}

/**
 * The psychrometric chart calculator: states typed or clicked on the chart, processes between them
 * with their loads, the chart in SVG with a pointer readout, and tables of every value. Every
 * number comes from hvac-core.
 */
export function PsychrometricCalculator({
  value,
  onChange,
  evaluation,
}: CalculatorEditorProps<
  PsychrometricChartDraft,
  PsychrometricChartInput,
  PsychrometricChartResult
>) {
  const { stale, errors, formErrors } = evaluation;
  // While some rows are incomplete (a process just added), the complete ones are computed and
  // shown, never "No states yet" beside states that are valid. An edit that breaks a state the last
  // valid chart had keeps that chart (it shows more), marked as the last valid result.
  const lastStates = evaluation.result?.states.length ?? 0;
  const validPart = useMemo(() => {
    if (evaluation.ok) return null;
    const part = validPartOf(value, errors);
    return part && part.states.length >= lastStates ? part : null;
  }, [evaluation.ok, value, errors, lastStates]);
  const result = validPart ?? evaluation.result;
  const [pointer] = useState(createPointerStore);
  const pressureMode = value.pressure !== undefined ? 'pressure' : 'altitude';

  const points = useMemo(
    () => (result ? result.states.map((s) => chartPointOf(s.state)) : []),
    [result],
  );
  const geometry = useGeometry(
    value,
    result ? { unitSystem: result.unitSystem, pressure: result.pressure } : null,
    points,
  );
  const statesById = useMemo(
    () => new Map<string, MoistAirState>(result?.states.map((s) => [s.id, s.state]) ?? []),
    [result],
  );

  const addStateAt = (point: ChartPoint) => {
    const state = chartPointState(geometry, point);
    if (!state) return;
    // Typed values are rounded as a user would type them: 0.1° and 0.1 % RH.
    onChange({
      ...value,
      states: [
        ...value.states,
        newChartState(nextChartId(value, 'S'), {
          dryBulb: Math.round(state.dryBulb * 10) / 10,
          relativeHumidity: Math.min(Math.round(state.relativeHumidityPercent * 10) / 10, 100),
        }),
      ],
    });
  };

  const errorList = Object.entries(errors);
  return (
    <Stack gap="md">
      <Paper withBorder p="sm" radius="sm">
        <Group gap="lg" align="flex-end" wrap="wrap">
          <TextInput
            id={psychrometricFieldId(['calculationName'])}
            label="Calculation name"
            value={value.calculationName}
            maxLength={PSYCHROMETRIC_CHART_NAME_MAX_LENGTH}
            onChange={(event) => onChange({ ...value, calculationName: event.currentTarget.value })}
          />
          <DraftUnitSystemControl
            idPrefix="psychrometric"
            draft={value}
            onChange={onChange}
            convert={convertPsychrometricChartInput}
            stacked
          />
          <SegmentedChoice
            labelId="psychrometric-pressure-mode-label"
            label="Air pressure from"
            data={PRESSURE_MODE_OPTIONS}
            value={pressureMode}
            onChange={(mode) => {
              const { pressure: _p, altitude: _a, ...rest } = value;
              onChange(
                mode === 'pressure'
                  ? { ...rest, pressure: result?.pressure }
                  : { ...rest, altitude: 0 },
              );
            }}
            stacked
          />
          <NumberField
            spec={PSYCHROMETRIC_CHART_FIELD_SPECS[pressureMode]}
            id={psychrometricFieldId([pressureMode])}
            name={pressureMode}
            unitSystem={value.unitSystem}
            value={value[pressureMode]}
            error={errors[pressureMode]}
            onChange={(next) =>
              onChange({ ...value, [pressureMode]: typeof next === 'number' ? next : undefined })
            }
          />
          <Checkbox
            id={psychrometricFieldId(['showComfortZone'])}
            label="Show the ASHRAE 55 comfort zone (simplified graphical zone)"
            checked={value.showComfortZone}
            onChange={(event) =>
              onChange({ ...value, showComfortZone: event.currentTarget.checked })
            }
          />
          <Button
            variant="default"
            onClick={() => onChange(examplePsychrometricChartInput(value.unitSystem))}
          >
            Load the worked example
          </Button>
        </Group>
      </Paper>

      {errorList.length > 0 || formErrors.length > 0 ? (
        <Alert
          color="red"
          title={
            validPart
              ? 'Showing the complete states and processes'
              : result
                ? 'Showing the last valid result'
                : 'No result yet'
          }
        >
          <Text size="sm">Correct these inputs to update the chart and the tables:</Text>
          <List size="sm" mt={4} spacing={2}>
            {errorList.map(([path, message]) => (
              <List.Item key={path}>{message}</List.Item>
            ))}
            {formErrors.map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}

      <Paper withBorder p="sm" radius="sm" component="section" aria-label="Chart">
        <ChartFullScreen
          title={`Psychrometric chart at ${formatNumber(geometry.pressure, { maximumFractionDigits: 3 })} ${geometry.units.pressure}`}
        >
          <PsychrometricChart
            geometry={geometry}
            result={result}
            showComfortZone={value.showComfortZone}
            pointer={pointer}
            onAddState={addStateAt}
          />
          <PointerReadout geometry={geometry} pointer={pointer} />
        </ChartFullScreen>
        {value.showComfortZone ? (
          <Text size="xs" c="dimmed">
            Comfort zones: the simplified graphical zones of ASHRAE 55-2004 (summer 0.5 clo, winter
            1.0 clo; operative temperature taken as the dry bulb, 1.0–1.3 met, still air). A guide
            only; use the PMV method for compliance.
          </Text>
        ) : null}
      </Paper>

      {result && result.warnings.length > 0 ? (
        <Alert color="yellow" title="Warnings" role="region" aria-label="Warnings">
          <List size="sm">
            {result.warnings.map((warning) => (
              <List.Item key={warning}>{warning}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}

      <Grid gap="lg">
        {(
          [
            { id: 'states', title: 'States', Form: StatesForm },
            { id: 'processes', title: 'Processes', Form: ProcessesForm },
          ] as const
        ).map(({ id, title, Form }) => (
          <Grid.Col key={id} span={{ base: 12, md: 6 }}>
            <Stack gap="xs" component="section" aria-labelledby={`psychrometric-${id}-heading`}>
              <Title order={2} size="h4" id={`psychrometric-${id}-heading`}>
                {title}
              </Title>
              <Form value={value} onChange={onChange} errors={errors} states={statesById} />
            </Stack>
          </Grid.Col>
        ))}
      </Grid>

      {result ? (
        <Stack
          gap="sm"
          component="section"
          aria-label="Results"
          style={{ opacity: stale && !validPart ? 0.6 : 1 }}
        >
          {validPart ? (
            <Text size="sm" fs="italic">
              These tables show the complete states and processes; the ones with a message above are
              left out until they are corrected.
            </Text>
          ) : stale ? (
            <Text size="sm" fs="italic">
              These tables are from the last valid inputs.
            </Text>
          ) : null}
          <StatesTable result={result} />
          <ProcessesTable result={result} />
        </Stack>
      ) : null}
    </Stack>
  );
}
