import { Button, Group, NativeSelect, SimpleGrid, Stack, Switch } from '@mantine/core';
import {
  FLUIDS,
  FluidNameSchema,
  GLYCOL_CONCENTRATIONS_PERCENT,
  fluidLabel,
} from '@org/hvac-core/fluids';
import { PIPE_FITTINGS, pipeFieldRange, pipeMaterial } from '@org/hvac-core/pipe';
import {
  PUMP_HEAD_FIELD_LABELS,
  PUMP_HEAD_FIELD_SPECS,
  defaultPumpCurveInput,
  defaultSuctionInput,
  type PumpHeadFormDraft,
  type PumpHeadInput,
} from '@org/hvac-core/pump';
import { fieldUnitLabel } from '@org/hvac-core/fields';
import { unitLabel, type UnitSystem } from '@org/hvac-core/units';
import { ChoiceSelect } from '../../calculator-kit/ChoiceSelect';
import { DraftNumberField } from '../../calculator-kit/DraftNumberField';
import { errorKey, setAt } from '../../calculator-kit/draft-path';
import { fieldElementId } from '../../calculator-kit/field-element-id';
import { calculationNamePiece } from '../../calculator-kit/CalculationNameFieldset';
import type { FormLayout, LayoutFormState } from '../../calculator-kit/form-layout';
import { removeRow } from '../../calculator-kit/row-list';
import { textRow } from '../../calculator-kit/text-row';
import { formatMeasure } from '../../report/precision';
import type { ReportRow } from '../../report/types';
import { ComponentsEditor, SectionsEditor } from './CircuitEditors';
import { PUMP_HEAD_ID_PREFIX } from './field-ui';
import { ErrorText, pumpNumberField, type PumpHeadFormApi } from './PumpFields';

const LABELS = PUMP_HEAD_FIELD_LABELS;

const FLUID_OPTIONS = FLUIDS.map((fluid) => ({
  value: fluid,
  label: fluid === 'water' ? 'Water' : fluidLabel(fluid).replace(/^./, (c) => c.toUpperCase()),
}));
const CONCENTRATION_OPTIONS = GLYCOL_CONCENTRATIONS_PERCENT.map((percent) => ({
  value: String(percent),
  label: `${percent} % by mass`,
}));

/** What the circuit's editors take: the draft, and how to set a path or replace it whole. */
function formApi({ draft, unitSystem, errors, touch, change }: LayoutFormState<PumpHeadFormDraft>) {
  const fields = { idPrefix: PUMP_HEAD_ID_PREFIX, unitSystem, errors, touch };
  const api: PumpHeadFormApi = {
    draft,
    unitSystem,
    fields,
    set: (path, next) => {
      touch?.(errorKey(path));
      change(setAt(draft, path, next));
    },
    replace: change,
  };
  return api;
}

/** A switch that adds an optional part of the draft (at its defaults) or removes it. */
function PartSwitch<Part extends 'suction' | 'pumpCurve'>({
  form,
  part,
  create,
  ...props
}: {
  form: LayoutFormState<PumpHeadFormDraft>;
  part: Part;
  id: string;
  label: string;
  description?: string;
  create: (unitSystem: UnitSystem) => NonNullable<PumpHeadFormDraft[Part]>;
}) {
  return (
    <Switch
      {...props}
      checked={form.draft[part] !== undefined}
      onChange={(event) =>
        form.change({
          ...form.draft,
          [part]: event.currentTarget.checked ? create(form.unitSystem) : undefined,
        })
      }
    />
  );
}

/** The pump curve's head–flow points, each removable, and a button to add one. */
function CurvePoints({ form }: { form: LayoutFormState<PumpHeadFormDraft> }) {
  const api = formApi(form);
  const { draft } = form;
  const points = Array.isArray(draft.pumpCurve?.points) ? draft.pumpCurve.points : [];
  const setPoints = (next: typeof points) =>
    form.change({ ...draft, pumpCurve: { ...draft.pumpCurve, points: next } });
  return (
    <Stack gap="sm">
      {points.map((_, index) => (
        <SimpleGrid key={index} cols={{ base: 1, xs: 3 }} spacing="sm" verticalSpacing={4}>
          {(['flowRate', 'head'] as const).map((part) => (
            <DraftNumberField
              key={part}
              {...pumpNumberField(api, `pumpCurve.points.${part}`, ['pumpCurve', 'points', index])}
              label={`Point ${index + 1} ${part === 'head' ? 'head' : 'flow'}`}
            />
          ))}
          <Group align="flex-end" pb={4}>
            <Button
              variant="default"
              size="xs"
              aria-label={`Remove curve point ${index + 1}`}
              onClick={() => setPoints(removeRow(points, index))}
            >
              Remove
            </Button>
          </Group>
        </SimpleGrid>
      ))}
      <ErrorText api={api} path={['pumpCurve', 'points']} />
      <Group>
        <Button
          variant="default"
          size="xs"
          id="pump-head-add-curve-point"
          onClick={() => setPoints([...points, { flowRate: undefined, head: undefined }])}
        >
          Add point
        </Button>
      </Group>
    </Stack>
  );
}

/** A number of a list row on the report, with the unit of its field. */
function rowNumber(
  input: PumpHeadInput,
  field: 'sections.length' | 'sections.flowRate' | 'components.pressureDrop',
  label: string,
  value: number | undefined,
  blank = '—',
): ReportRow {
  if (value === undefined) return textRow(label, blank);
  const unit = fieldUnitLabel(PUMP_HEAD_FIELD_SPECS[field].unit, input.unitSystem);
  return { label, value: formatMeasure(value), unit };
}

/** Each section of the index circuit on the report: its pipe, length, flow and fittings. */
function circuitRows(input: PumpHeadInput): ReportRow[] {
  return input.sections.flatMap((section, index) => {
    const prefix = `${index + 1}. ${section.name}`;
    return [
      textRow(
        `${prefix}: pipe`,
        `${section.nominalSize} in, ${pipeMaterial(section.pipeMaterial).label}`,
      ),
      rowNumber(input, 'sections.length', `${prefix}: length`, section.length),
      rowNumber(input, 'sections.flowRate', `${prefix}: flow`, section.flowRate, 'design flow'),
      ...section.fittings.map((fitting) => ({
        label: `${prefix}: ${PIPE_FITTINGS[fitting.type].label}`,
        value: [
          `${fitting.quantity} ×`,
          fitting.customK === undefined ? '' : `K ${formatMeasure(fitting.customK)}`,
          fitting.customEquivalentLength === undefined
            ? ''
            : `Le ${formatMeasure(fitting.customEquivalentLength)} ${unitLabel('length', input.unitSystem)}`,
        ]
          .filter(Boolean)
          .join(' '),
        unit: '',
      })),
    ];
  });
}

/** Whether the draft or input checks the suction, or has a pump curve. */
const withSuction = (values: PumpHeadFormDraft | PumpHeadInput): boolean =>
  values.suction !== undefined;
const withCurve = (values: PumpHeadFormDraft | PumpHeadInput): boolean =>
  values.pumpCurve !== undefined;

/** The glycol's concentration in the draft, or none. */
const concentrationOf = (draft: PumpHeadFormDraft): number | undefined =>
  typeof draft.concentrationPercent === 'number' ? draft.concentrationPercent : undefined;

/** The pump-head form and the report's inputs: flow, circuit, components, pump, suction, curve. */
export const PUMP_HEAD_FORM: FormLayout<
  typeof PUMP_HEAD_FIELD_SPECS,
  PumpHeadFormDraft,
  PumpHeadInput
> = {
  fields: PUMP_HEAD_FIELD_SPECS,
  idOf: (field) => fieldElementId(PUMP_HEAD_ID_PREFIX, field.split('.')),
  blankIsMissing: true,
  groups: [
    calculationNamePiece(
      PUMP_HEAD_FIELD_SPECS.calculationName.label,
      'Shown on the report, e.g. the pump tag and the system it serves',
      120,
    ),
    {
      legend: 'Flow and fluid',
      items: [
        'flowRate',
        {
          number: 'fluidTemperature',
          description: 'Of the pumped liquid',
          range: (draft) =>
            pipeFieldRange(
              'fluidTemperature',
              draft.unitSystem ?? 'Imperial',
              FluidNameSchema.safeParse(draft.fluid).data ?? 'water',
              concentrationOf(draft),
            ),
        },
        {
          // Choosing a glycol sets its concentration (30 % unless one was chosen); water clears it.
          render: ({ draft, change }) => (
            <ChoiceSelect
              id={fieldElementId(PUMP_HEAD_ID_PREFIX, ['fluid'])}
              label={LABELS.fluid}
              value={FluidNameSchema.safeParse(draft.fluid).data ?? 'water'}
              data={FLUID_OPTIONS}
              schema={FluidNameSchema}
              onChange={(fluid) =>
                change({
                  ...draft,
                  fluid,
                  concentrationPercent:
                    fluid === 'water' ? undefined : (draft.concentrationPercent ?? 30),
                })
              }
            />
          ),
          wide: false,
          reportRows: (input) => [
            textRow(LABELS.fluid, fluidLabel(input.fluid, input.concentrationPercent)),
          ],
        },
        {
          render: ({ draft, errors, set }) =>
            (FluidNameSchema.safeParse(draft.fluid).data ?? 'water') === 'water' ? null : (
              <NativeSelect
                id={fieldElementId(PUMP_HEAD_ID_PREFIX, ['concentrationPercent'])}
                label={LABELS.concentrationPercent}
                value={String(draft.concentrationPercent ?? '')}
                data={CONCENTRATION_OPTIONS}
                onChange={(event) => set('concentrationPercent', Number(event.currentTarget.value))}
                error={errors['concentrationPercent']}
              />
            ),
          wide: false,
        },
      ],
    },
    {
      legend: 'Index circuit',
      columns: 1,
      items: [
        { render: (form) => <SectionsEditor api={formApi(form)} />, reportRows: circuitRows },
      ],
    },
    {
      legend: 'Components',
      columns: 1,
      items: [
        {
          render: (form) => <ComponentsEditor api={formApi(form)} />,
          reportRows: (input) =>
            input.components.map((component) =>
              rowNumber(input, 'components.pressureDrop', component.name, component.pressureDrop),
            ),
        },
      ],
    },
    {
      legend: 'Pump and motor',
      items: [
        { number: 'staticLift', shown: (values) => values.systemType === 'open' },
        { number: 'safetyMarginPercent', blankValue: 10 },
        { number: 'pumpEfficiencyPercent', blankValue: 70 },
        { number: 'motorEfficiencyPercent', blankValue: 90 },
      ],
    },
    {
      legend: 'Suction (NPSH available)',
      items: [
        {
          render: (form) => (
            <PartSwitch
              form={form}
              part="suction"
              id="pump-head-suction-enabled"
              label="Check the net positive suction head"
              create={defaultSuctionInput}
            />
          ),
        },
        {
          number: 'suction.referencePressure',
          shown: withSuction,
          blankValue: 'standard atmosphere',
          reportBlank: 'standard atmosphere',
        },
        { number: 'suction.liquidLevelAboveImpeller', shown: withSuction },
        { number: 'suction.suctionLosses', shown: withSuction, blankValue: 0 },
        { number: 'suction.npshRequired', shown: withSuction },
      ],
    },
    {
      legend: 'Pump curve (optional)',
      items: [
        {
          render: (form) => (
            <PartSwitch
              form={form}
              part="pumpCurve"
              id="pump-head-pump-curve-enabled"
              label="Enter the selected pump’s curve"
              description="At least three head–flow points from the catalogue, at full speed"
              create={defaultPumpCurveInput}
            />
          ),
        },
        {
          shown: withCurve,
          render: (form) => <CurvePoints form={form} />,
          reportRows: (input) =>
            (input.pumpCurve?.points ?? []).map((point, index) => ({
              label: `Point ${index + 1}`,
              value: `${formatMeasure(point.flowRate)} ${unitLabel('waterFlow', input.unitSystem)} at ${formatMeasure(point.head)}`,
              unit: unitLabel('pumpHead', input.unitSystem),
            })),
        },
        { number: 'pumpCurve.speedPercent', shown: withCurve, blankValue: 100 },
      ],
    },
  ],
};
