import { Button, Group, Paper, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import {
  BUILDING_CONSTRUCTION_FIELD_SPECS,
  BUILDING_LAYER_FIELD_SPECS,
  TABLE_18_MATERIALS,
  layerValueFromSi,
  layeredConstructionResponse,
  type ConstructionLayerValues,
  type PeriodicResponse,
} from '@org/hvac-core/building-load';
import type { UnitSystem } from '@org/hvac-core/units';
import { draftNumber } from '../../calculator-kit/field-ui';
import { fieldNames } from '@org/hvac-core/fields';
import { fieldId } from './field-id';
import { BuildingTextField } from './form-controls';
import { rowFieldList, rowFieldProps } from './row-number-fields';
import type { DraftConstruction, Errors } from './types';
import { patchAt, removeAt } from './types';

/** Most layers a construction holds (the schema's bound). */
const MAX_LAYERS = 12;

type DraftLayer = NonNullable<DraftConstruction['layers']>[number];

/** Four significant figures, as a form value (no float noise from the unit conversion). */
const sig = (value: number): number => Number(value.toPrecision(4));

/** A table 18 material as a layer row in the unit system. */
export function materialLayer(code: string, unitSystem: UnitSystem): DraftLayer | undefined {
  const material = TABLE_18_MATERIALS.find((m) => m.code === code);
  if (material === undefined) return undefined;
  return {
    name: `${material.code} ${material.description}`,
    thickness: sig(layerValueFromSi(material.thicknessM, 'layerThickness', unitSystem)),
    conductivity: sig(layerValueFromSi(material.conductivityWmK, 'conductivity', unitSystem)),
    density: sig(layerValueFromSi(material.densityKgM3, 'density', unitSystem)),
    specificHeat: sig(layerValueFromSi(material.specificHeatJkgK, 'specificHeat', unitSystem)),
  };
}

/**
 * The layers a construction starts with when "From layers" is chosen: those of the library's wall 22
 * (ASHRAE F 2021 ch. 18, table 16: brick, R-1.8 insulation board, sheathing, gyp. board; layer codes
 * M01 F04 I01 I01 G03 F04 G01 of table 18). The films are left blank, so that they follow the
 * surface and the direction of heat flow (a roof's inside film 0.16 m²·K/W in cooling, table 18
 * F03; a wall's 0.12, F02), not a wall's film fixed on a roof.
 */
export function starterLayers(unitSystem: UnitSystem): Pick<DraftConstruction, 'layers'> {
  const codes = ['M01', 'F04', 'I01', 'I01', 'G03', 'F04', 'G01'];
  return {
    layers: codes.flatMap((code) => {
      const layer = materialLayer(code, unitSystem);
      return layer === undefined ? [] : [layer];
    }),
  };
}

/**
 * The periodic response of a draft's layers, or undefined while a value is missing or out of range
 * (the form's messages say which).
 */
export function draftLayersResponse(
  construction: DraftConstruction,
  unitSystem: UnitSystem,
): PeriodicResponse | undefined {
  const layers = construction.layers ?? [];
  if (layers.length === 0) return undefined;
  const values: ConstructionLayerValues[] = [];
  for (const layer of layers) {
    const thickness = draftNumber(layer.thickness);
    const conductivity = draftNumber(layer.conductivity);
    const density = draftNumber(layer.density);
    const specificHeat = draftNumber(layer.specificHeat);
    if (
      thickness === undefined ||
      conductivity === undefined ||
      density === undefined ||
      specificHeat === undefined
    )
      return undefined;
    values.push({ name: layer.name ?? '', thickness, conductivity, density, specificHeat });
  }
  try {
    return layeredConstructionResponse(
      {
        layers: values,
        outsideFilmR: draftNumber(construction.outsideFilmR),
        insideFilmR: draftNumber(construction.insideFilmR),
      },
      unitSystem,
    );
  } catch {
    return undefined;
  }
}

const MATERIAL_OPTIONS = TABLE_18_MATERIALS.map((m) => ({
  value: m.code,
  label: `${m.code} ${m.description}`,
}));

export interface ConstructionLayersProps {
  /** The construction's position in the list, for field ids and messages; required. */
  index: number;
  construction: DraftConstruction;
  unitSystem: UnitSystem;
  errors: Errors;
  onChange: (next: DraftConstruction) => void;
}

/**
 * The layers of a construction from outside to inside, each with its thickness, conductivity,
 * density and specific heat, and its two surface films; rows added from ASHRAE table 18's materials
 * or as a copy of the last row, and removed.
 */
export function ConstructionLayers({
  index,
  construction,
  unitSystem,
  errors,
  onChange,
}: ConstructionLayersProps) {
  const layers = construction.layers ?? [];
  const setLayers = (next: DraftLayer[]): void => onChange({ ...construction, layers: next });
  const setLayer = (l: number, patch: Partial<DraftLayer>): void =>
    setLayers(patchAt(layers, l, patch));
  const base = ['constructions', index] as const;
  const field = rowFieldProps({
    fields: BUILDING_CONSTRUCTION_FIELD_SPECS,
    row: construction,
    path: base,
    unitSystem,
    errors,
    set: (name, v) => onChange({ ...construction, [name]: v }),
  });
  const layersError = errors[[...base, 'layers'].join('.')];
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600} id={fieldId([...base, 'layers-heading'])}>
        Layers, outside to inside
      </Text>
      {layersError !== undefined && (
        <Text size="sm" c="red" role="alert">
          {layersError}
        </Text>
      )}
      {layers.map((layer, l) => {
        const layerField = rowFieldProps({
          fields: BUILDING_LAYER_FIELD_SPECS,
          row: layer,
          path: [...base, 'layers', l],
          unitSystem,
          errors,
          set: (name, v) => setLayer(l, { [name]: v }),
        });
        return (
          <Paper key={l} withBorder p="xs" data-testid="construction-layer">
            <SimpleGrid cols={{ base: 1, sm: 3, lg: 6 }} spacing="xs">
              <BuildingTextField
                path={[...base, 'layers', l, 'name']}
                label={`Layer ${l + 1} material`}
                value={layer.name}
                onChange={(name) => setLayer(l, { name })}
                errors={errors}
              />
              {rowFieldList(layerField, fieldNames(BUILDING_LAYER_FIELD_SPECS))}
              <Button
                mt="xl"
                variant="subtle"
                color="red"
                size="compact-sm"
                disabled={layers.length <= 1}
                onClick={() => setLayers(removeAt(layers, l))}
                aria-label={`Remove layer ${l + 1} (${layer.name || 'unnamed'})`}
              >
                Remove layer
              </Button>
            </SimpleGrid>
          </Paper>
        );
      })}
      <Group align="flex-end" gap="sm">
        <Select
          id={fieldId([...base, 'add-material'])}
          label="Add a layer of ASHRAE F ch. 18, table 18"
          placeholder="Choose a material"
          data={MATERIAL_OPTIONS}
          value={null}
          searchable
          disabled={layers.length >= MAX_LAYERS}
          onChange={(code) => {
            const layer = code === null ? undefined : materialLayer(code, unitSystem);
            if (layer !== undefined) setLayers([...layers, layer]);
          }}
          comboboxProps={{ withinPortal: true }}
          style={{ flexGrow: 1 }}
        />
        <Button
          variant="default"
          size="sm"
          disabled={layers.length >= MAX_LAYERS || layers.length === 0}
          onClick={() => {
            const last = layers[layers.length - 1];
            if (last !== undefined)
              setLayers([...layers, { ...last, name: `${last.name} (copy)` }]);
          }}
        >
          Copy last layer
        </Button>
      </Group>
      <Group grow align="flex-start">
        {rowFieldList(field, ['outsideFilmR', 'insideFilmR'])}
      </Group>
    </Stack>
  );
}

export interface CtsTableProps {
  /** 24 conduction time factors, %, the current hour first; required. */
  percent: readonly number[];
  /** Caption of the table; required. */
  caption: string;
  /** Test id of the table; default none. */
  testId?: string;
}

/** The 24 conduction time factors as a small two-row table (hours 0–11 and 12–23). */
export function CtsTable({ percent, caption, testId }: CtsTableProps) {
  const halves = [percent.slice(0, 12), percent.slice(12, 24)];
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table
        withTableBorder
        withColumnBorders
        fz="xs"
        verticalSpacing={2}
        horizontalSpacing={4}
        {...(testId === undefined ? {} : { 'data-testid': testId })}
      >
        <Table.Caption>{caption}</Table.Caption>
        <Table.Tbody>
          {halves.map((half, h) => (
            <Table.Tr key={h}>
              <Table.Th scope="row">{h === 0 ? 'h 0–11' : 'h 12–23'}</Table.Th>
              {half.map((value, i) => (
                <Table.Td key={i} ta="right" title={`hour ${h * 12 + i}`}>
                  {value.toLocaleString('en-US', {
                    minimumFractionDigits: 1,
                    maximumFractionDigits: 1,
                  })}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
