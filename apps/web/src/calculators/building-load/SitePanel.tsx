import {
  Alert,
  Button,
  Checkbox,
  FileButton,
  Group,
  List,
  MultiSelect,
  Select,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import {
  BUILDING_LOAD_LIMITS,
  BUILDING_MONTH_FIELD_SPECS,
  BUILDING_SITE_FIELD_SPECS,
  buildingSiteFromDdy,
  buildingSiteFromEpw,
  buildingSiteFromStat,
  defaultDaylightSavingMonths,
  type DesignConditionChoice,
  type EpwSiteCarryOver,
} from '@org/hvac-core/building-load';
import { numericValue } from '@org/hvac-core/fields';
import { unitLabel } from '@org/hvac-core/units';
import type { UnitSystem } from '@org/hvac-core/units';
import { memo, useRef, useState } from 'react';
import { DraftNumberField } from '../../calculator-kit/DraftNumberField';
import { ChoiceField, BuildingTextField } from './form-controls';
import { rowFieldList, rowFieldProps } from './row-number-fields';
import { MONTH_ABBREVIATIONS } from '@org/hvac-core/weather';
import type { DraftMonth, DraftPanelProps, DraftSite } from './types';
import { patchAt, removeAt } from './types';
import { Panel } from './Panel';
import {
  DESIGN_CONDITION_OPTIONS,
  EACH_FILE_DEFAULT,
  designConditionOfValue,
} from './design-condition-options';

type SourceKey = keyof NonNullable<DraftSite['sources']>;

/** The source each site number belongs to: typing it makes that source "entered". */
const SOURCE_OF: Record<keyof typeof BUILDING_SITE_FIELD_SPECS, SourceKey | undefined> = {
  latitudeDeg: 'location',
  longitudeDeg: 'location',
  timeZoneHours: 'location',
  elevation: 'elevation',
  heatingDryBulb: 'heatingDryBulb',
  groundReflectance: undefined,
};

/** The site's numbers, three to a row: where the site is, then its weather. */
const SITE_FIELD_ROWS = [
  ['latitudeDeg', 'longitudeDeg', 'timeZoneHours'],
  ['elevation', 'heatingDryBulb', 'groundReflectance'],
] as const;

const SOURCE_LABELS: Record<SourceKey, string> = {
  location: 'Latitude, longitude, time zone',
  elevation: 'Elevation',
  heatingDryBulb: 'Heating design dry bulb',
  coolingDesignDays: 'Cooling design days',
};

/** The current site's clear-sky model and the design days with numeric taub and taud (an .epw has none). */
export function epwCarryOver(site: DraftSite): EpwSiteCarryOver {
  return {
    clearSkyModel: site.clearSkyModel ?? 'ashrae-2013',
    opticalDepths: site.months.flatMap((m) => {
      const month = Number(m.month);
      // As the engine reads them: a blank or text that is not a decimal number ("0x10") is none.
      const taub = numericValue(m.taub);
      const taud = numericValue(m.taud);
      return taub !== undefined && taud !== undefined ? [{ month, taub, taud }] : [];
    }),
  };
}

/**
 * Reads a weather file chosen by the user and imports it with the engine at the chosen design
 * condition (undefined: each file's own); every problem is listed.
 */
async function importWeather(
  file: File,
  unitSystem: UnitSystem,
  site: DraftSite,
  designCondition: DesignConditionChoice | undefined,
): Promise<{ ok: true; site: DraftSite } | { ok: false; messages: string[] }> {
  const text = await file.text();
  const name = file.name;
  const lower = name.toLowerCase();
  const options = designCondition === undefined ? {} : { designCondition };
  const result = lower.endsWith('.stat')
    ? buildingSiteFromStat(text, name, unitSystem, options)
    : lower.endsWith('.ddy')
      ? buildingSiteFromDdy(text, name, unitSystem, options)
      : lower.endsWith('.epw')
        ? buildingSiteFromEpw(text, name, unitSystem, epwCarryOver(site), options)
        : null;
  if (result === null) {
    return { ok: false, messages: [`${name}: choose an EnergyPlus .ddy, .stat or .epw file.`] };
  }
  if (!result.ok) {
    return {
      ok: false,
      messages: result.errors.map((e) => `Line ${e.line}, ${e.field}: ${e.message}`),
    };
  }
  // A .ddy says whether its site observes daylight saving time; a .stat or .epw does not, so the
  // engineer's choice is kept.
  if (!lower.endsWith('.ddy')) {
    const { daylightSaving, daylightSavingMonths } = site;
    return {
      ok: true,
      site: {
        ...result.site,
        daylightSaving: daylightSaving ?? false,
        ...(daylightSavingMonths === undefined ? {} : { daylightSavingMonths }),
      },
    };
  }
  return { ok: true, site: result.site };
}

export type SitePanelProps = DraftPanelProps;

/** The site and its design weather: import from a .ddy/.stat or enter by hand; each value's source. */
export const SitePanel = memo(function SitePanel({ value, onChange, errors }: SitePanelProps) {
  const unitSystem: UnitSystem = value.unitSystem ?? 'Imperial';
  const site = value.site;
  const sources = site.sources ?? {};
  const [importErrors, setImportErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [conditionValue, setConditionValue] = useState(EACH_FILE_DEFAULT);
  // Cleared after each import, so that choosing the same file again imports it again.
  const resetFile = useRef<() => void>(null);
  const setSite = (next: Partial<DraftSite>, entered?: SourceKey): void => {
    // Design days changed by hand are no longer the imported condition: its sentence goes.
    const { designCondition: _imported, ...typed } = site;
    onChange({
      ...value,
      site: {
        ...('months' in next ? typed : site),
        ...next,
        ...(entered === undefined ? {} : { sources: { ...sources, [entered]: 'entered' } }),
      },
    });
  };
  const setMonth = (index: number, next: Partial<DraftMonth>): void =>
    setSite({ months: patchAt(site.months, index, next) }, 'coolingDesignDays');
  const siteField = rowFieldProps({
    fields: BUILDING_SITE_FIELD_SPECS,
    row: site,
    path: ['site'],
    unitSystem,
    errors,
    set: (name, v) => setSite({ [name]: v }, SOURCE_OF[name]),
  });
  const temperatureUnit = unitLabel('temperature', unitSystem);
  const rangeUnit = unitLabel('temperatureDifference', unitSystem);
  const usedMonths = new Set(site.months.map((m) => m.month));
  const daylightSaving = site.daylightSaving === true;

  const onFile = (file: File | null): void => {
    if (file === null) return;
    setBusy(true);
    importWeather(file, unitSystem, site, designConditionOfValue(conditionValue))
      .then((outcome) => {
        if (outcome.ok) {
          setImportErrors([]);
          onChange({ ...value, site: outcome.site });
        } else {
          setImportErrors(outcome.messages);
        }
      })
      .catch(() => setImportErrors([`${file.name} could not be read.`]))
      .finally(() => {
        setBusy(false);
        resetFile.current?.();
      });
  };

  return (
    <Panel
      headingId="bl-site-heading"
      title="Site and design weather"
      actions={
        <Group align="flex-end" gap="xs">
          <Select
            id="bl-site-designCondition"
            label="Design condition"
            description="Cooling design condition the import reads"
            data={DESIGN_CONDITION_OPTIONS}
            value={conditionValue}
            onChange={(next) => {
              if (next !== null) setConditionValue(next);
            }}
            allowDeselect={false}
            w={340}
            comboboxProps={{ withinPortal: true }}
          />
          <FileButton onChange={onFile} accept=".ddy,.stat,.epw" resetRef={resetFile}>
            {(props) => (
              <Button {...props} variant="light" loading={busy}>
                Import .ddy, .stat or .epw file
              </Button>
            )}
          </FileButton>
        </Group>
      }
    >
      <Text size="sm" c="dimmed">
        Import your EnergyPlus design-day (.ddy), statistics (.stat) or weather (.epw) file, read
        here in your browser, or type the values. Choose the design condition first (ASHRAE
        Fundamentals ch. 14): an annual 0.4, 1 or 2 % dry bulb with its mean coincident wet bulb
        gives one design day in the hottest month, from any of the three files (an .epw’s derived
        from its 8,760 hours, keeping the site’s taub and taud, which an .epw does not hold); a
        monthly 0.4, 2 or 5 % gives a design day in each month, from a .stat only. By default a
        .stat gives the monthly 0.4 %, a .ddy or .epw the annual 0.4 %.
      </Text>
      {importErrors.length > 0 ? (
        <Alert color="red" title="The file was not imported" role="alert">
          <List size="sm">
            {importErrors.map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      <BuildingTextField
        path={['site', 'name']}
        label="Site"
        value={site.name}
        onChange={(name) => setSite({ name }, 'location')}
        errors={errors}
      />
      <Text size="sm" data-testid="building-site-design-condition">
        <Text span size="sm" fw={600}>
          Design condition:
        </Text>{' '}
        {site.designCondition?.description ??
          'not named (the cooling design days were typed or changed by hand, or imported before the condition was recorded).'}
      </Text>
      {SITE_FIELD_ROWS.map((names) => (
        <Group key={names[0]} grow align="flex-start">
          {rowFieldList(siteField, names)}
        </Group>
      ))}
      <ChoiceField
        path={['site', 'clearSkyModel']}
        label="Clear-sky model"
        value={site.clearSkyModel ?? 'ashrae-2013'}
        data={[
          { value: 'ashrae-2009', label: 'ASHRAE 2009 (ASHRAETau)' },
          { value: 'ashrae-2013', label: 'ASHRAE 2013 and later (ASHRAETau2017)' },
        ]}
        onChange={(clearSkyModel) => setSite({ clearSkyModel }, 'coolingDesignDays')}
        errors={errors}
      />
      <Stack gap={4}>
        <Checkbox
          id="bl-site-daylightSaving"
          label="The site observes daylight saving time"
          description="Schedules are clock time; on the design days under daylight saving time they are read an hour later against the hours of standard time the loads are computed and reported in (ASHRAE Fundamentals ch. 14 eq. 9, LST = DST − 1). A .ddy file sets it."
          checked={daylightSaving}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            const { daylightSavingMonths: _months, ...rest } = site;
            const latitude = Number(site.latitudeDeg);
            onChange({
              ...value,
              site: checked
                ? {
                    ...rest,
                    daylightSaving: true,
                    daylightSavingMonths:
                      site.daylightSavingMonths ??
                      defaultDaylightSavingMonths(Number.isFinite(latitude) ? latitude : 0),
                  }
                : { ...rest, daylightSaving: false },
            });
          }}
        />
        {daylightSaving ? (
          <MultiSelect
            id="bl-site-daylightSavingMonths"
            label="Months whose design day (the 21st) is under daylight saving time"
            data={MONTH_ABBREVIATIONS.map((name, m) => ({ value: String(m + 1), label: name }))}
            value={(
              site.daylightSavingMonths ??
              defaultDaylightSavingMonths(
                Number.isFinite(Number(site.latitudeDeg)) ? Number(site.latitudeDeg) : 0,
              )
            ).map(String)}
            onChange={(months) =>
              setSite({
                daylightSavingMonths: months.map(Number).sort((a, b) => a - b),
              })
            }
            error={errors['site.daylightSavingMonths']}
          />
        ) : null}
      </Stack>
      <Table.ScrollContainer minWidth={720}>
        <Table striped withTableBorder aria-label="Cooling design days">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Month</Table.Th>
              <Table.Th>Design dry bulb ({temperatureUnit})</Table.Th>
              <Table.Th>Daily range ({rangeUnit})</Table.Th>
              <Table.Th>Coincident wet bulb ({temperatureUnit})</Table.Th>
              <Table.Th>taub</Table.Th>
              <Table.Th>taud</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {site.months.map((month, index) => {
              const monthField = rowFieldProps({
                fields: BUILDING_MONTH_FIELD_SPECS,
                row: month,
                path: ['site', 'months', index],
                unitSystem,
                errors,
                set: (name, v) => setMonth(index, { [name]: v }),
              });
              return (
                <Table.Tr key={`${index}-${String(month.month)}`}>
                  <Table.Td>
                    <ChoiceField
                      path={['site', 'months', index, 'month']}
                      label={`Design day ${index + 1} month`}
                      value={String(month.month)}
                      data={MONTH_ABBREVIATIONS.map((name, m) => ({
                        value: String(m + 1),
                        label: name,
                      }))}
                      onChange={(m) => setMonth(index, { month: Number(m) })}
                      errors={errors}
                    />
                  </Table.Td>
                  <Table.Td>
                    <DraftNumberField
                      {...monthField('maxDryBulb')}
                      label={`${MONTH_ABBREVIATIONS[Number(month.month) - 1] ?? ''} design dry bulb`}
                    />
                  </Table.Td>
                  {(['dailyRange', 'coincidentWetBulb', 'taub', 'taud'] as const).map((name) => (
                    <Table.Td key={name}>
                      <DraftNumberField {...monthField(name)} />
                    </Table.Td>
                  ))}
                  <Table.Td>
                    <Button
                      variant="subtle"
                      color="red"
                      size="xs"
                      disabled={site.months.length <= 1}
                      onClick={() =>
                        setSite({ months: removeAt(site.months, index) }, 'coolingDesignDays')
                      }
                      aria-label={`Remove design day ${index + 1}`}
                    >
                      Remove
                    </Button>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group>
        <Button
          variant="default"
          size="xs"
          disabled={site.months.length >= 12}
          onClick={() => {
            const free =
              [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].find((m) => !usedMonths.has(m)) ?? 1;
            const last = site.months.at(-1);
            setSite(
              {
                months: [
                  ...site.months,
                  last === undefined
                    ? {
                        month: free,
                        maxDryBulb: '',
                        dailyRange: '',
                        coincidentWetBulb: '',
                        taub: '',
                        taud: '',
                      }
                    : { ...last, month: free },
                ],
              },
              'coolingDesignDays',
            );
          }}
        >
          Add design month
        </Button>
      </Group>
      <div>
        <Text size="sm" fw={600}>
          Sources
        </Text>
        <List size="sm" data-testid="building-site-sources">
          {(Object.keys(SOURCE_LABELS) as SourceKey[]).map((key) => (
            <List.Item key={key}>
              {SOURCE_LABELS[key]}:{' '}
              {String(sources[key] ?? 'entered').slice(0, BUILDING_LOAD_LIMITS.sourceLength)}
            </List.Item>
          ))}
        </List>
      </div>
    </Panel>
  );
});
