import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  Stack,
  Switch,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { unitLabel } from '@org/hvac-core/units';
import { FieldGrid } from '../../calculator-kit/FormSection';
import classes from '../../calculator-kit/calculator-form.module.css';
import type { HydronicFormApi } from './form-api';
import cells from './hydronic-form.module.css';
import { DraftChoice, DraftNumber } from './HydronicFields';
import { HydronicComponentsEditor } from './ListEditors';

/** The plant's components in the pumped circuit (evaporator or boiler, strainer …). */
export function PlantForm({ api }: { api: HydronicFormApi }) {
  return (
    <Fieldset legend="Plant" classNames={{ legend: classes.legend }}>
      <Text size="xs" c="dimmed" mb="xs">
        Between the return header and the supply header, in every circuit; its drop adds to the
        index circuit.
      </Text>
      <HydronicComponentsEditor api={api} path={['plant', 'components']} owner="the plant" />
    </Fieldset>
  );
}

const FIT_ORDERS = [
  { value: '2', label: 'Quadratic (order 2)' },
  { value: '3', label: 'Cubic (order 3)' },
] as const;

/** The pump: its catalogue curve (points, fit order, speed) and efficiencies. */
export function PumpForm({ api }: { api: HydronicFormApi }) {
  const { draft, unitSystem } = api;
  const curve = draft.pump?.curve;
  const points = curve?.points ?? [];
  const flowUnit = unitLabel('waterFlow', unitSystem);
  const headUnit = unitLabel('pumpHead', unitSystem);
  return (
    <Fieldset legend="Pump" classNames={{ legend: classes.legend }}>
      <Stack gap="sm">
        <FieldGrid columns={2}>
          <DraftNumber
            api={api}
            path={['pump', 'pumpEfficiencyPercent']}
            field="pump.pumpEfficiencyPercent"
            label="Pump efficiency"
            blankValue={70}
          />
          <DraftNumber
            api={api}
            path={['pump', 'motorEfficiencyPercent']}
            field="pump.motorEfficiencyPercent"
            label="Motor efficiency"
            blankValue={90}
          />
        </FieldGrid>
        <Switch
          label="Catalogue pump curve (for the duty point and part load on the curve)"
          checked={curve !== undefined}
          onChange={(event) =>
            api.set(
              ['pump', 'curve'],
              event.currentTarget.checked
                ? {
                    points:
                      unitSystem === 'Imperial'
                        ? [
                            { flowRate: 0, head: 60 },
                            { flowRate: 50, head: 56 },
                            { flowRate: 100, head: 45 },
                          ]
                        : [
                            { flowRate: 0, head: 18 },
                            { flowRate: 3, head: 17 },
                            { flowRate: 6, head: 13.5 },
                          ],
                    speedPercent: 100,
                  }
                : undefined,
            )
          }
        />
        {curve === undefined ? null : (
          <>
            <FieldGrid columns={2}>
              <DraftChoice
                api={api}
                path={['pump', 'fitOrder']}
                label="Curve fit"
                data={FIT_ORDERS}
                fallback="2"
                onChange={(order) => api.set(['pump', 'fitOrder'], Number(order))}
              />
              <DraftNumber
                api={api}
                path={['pump', 'curve', 'speedPercent']}
                field="pump.curve.speedPercent"
                label="Running speed"
                removeWhenBlank={false}
              />
            </FieldGrid>
            {api.error(['pump', 'curve', 'points']) ? (
              <Text size="sm" c="red" role="alert">
                {api.error(['pump', 'curve', 'points'])}
              </Text>
            ) : null}
            <Table fz="sm" verticalSpacing={4}>
              <Table.Caption>Catalogue curve points at 100 % speed</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Flow ({flowUnit})</Table.Th>
                  <Table.Th scope="col">Head ({headUnit})</Table.Th>
                  <Table.Th scope="col">
                    <VisuallyHidden>Delete</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {points.map((_, index) => (
                  <Table.Tr key={index}>
                    <Table.Td className={cells.cell}>
                      <DraftNumber
                        api={api}
                        path={['pump', 'curve', 'points', index, 'flowRate']}
                        field="pump.curve.points.flowRate"
                        label={`Flow of pump curve point ${index + 1}`}
                        removeWhenBlank={false}
                      />
                    </Table.Td>
                    <Table.Td className={cells.cell}>
                      <DraftNumber
                        api={api}
                        path={['pump', 'curve', 'points', index, 'head']}
                        field="pump.curve.points.head"
                        label={`Head of pump curve point ${index + 1}`}
                        removeWhenBlank={false}
                      />
                    </Table.Td>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Delete pump curve point ${index + 1}`}
                        onClick={() =>
                          api.set(
                            ['pump', 'curve', 'points'],
                            points.filter((__, i) => i !== index),
                          )
                        }
                      >
                        <span aria-hidden="true">✕</span>
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Group>
              <Button
                size="compact-sm"
                variant="light"
                onClick={() => {
                  const last = points[points.length - 1];
                  api.set(
                    ['pump', 'curve', 'points'],
                    [
                      ...points,
                      {
                        flowRate:
                          typeof last?.flowRate === 'number' ? last.flowRate * 1.25 || 1 : 1,
                        head: typeof last?.head === 'number' ? last.head * 0.8 : 1,
                      },
                    ],
                  );
                }}
              >
                Add a curve point
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Fieldset>
  );
}
