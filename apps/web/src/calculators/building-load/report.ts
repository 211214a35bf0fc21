import {
  constructionConduction,
  buildingFieldUnit,
  ctsConstruction,
  ctsConstructionLabel,
  SYSTEM_OUTDOOR_AIR_METHOD_LABELS,
  type BuildingLoadInput,
  type BuildingLoadResult,
  type BuildingSystem,
  DEFAULT_GLAZING_ID,
  effectiveWindowOrientation,
  glazingLabel,
  glazingShgc,
  resolvedWindow,
  surfaceHasWindows,
  windowTypeById,
  windowTypeIdOf,
  UNSHADED_WINDOW,
  surfaceNetArea,
  surfaceOfWindow,
  type BuildingSurface,
  type BuildingWindow,
  type BuildingWindowType,
} from '@org/hvac-core/building-load';
import {
  airDistributionConfiguration,
  DEFAULT_AIR_DISTRIBUTION_CONFIGURATION,
  DEFAULT_OCCUPANCY_CATEGORY,
  occupancyCategory,
} from '@org/hvac-core/ventilation';
import { ACTIVITY_LEVELS } from '@org/hvac-core/heat-load';
import { fromSi, unitLabel } from '@org/hvac-core/units';
import { formatNumber } from '@org/ui';
import type { ReportBody, ReportSection, ReportTable } from '../../report/types';
import { area, areaUnit, load, loadUnit, monthName, peakTime } from './format';
import { coilTable, componentTable, peakTable, reportTable } from './result-tables';
import { airSystemSummarySections } from './air-system-summary';
import { conductionTimeSeriesTables } from './conduction-time-series-tables';
import { siteName } from './site-name';
import { surfaceName } from './window-placement';
import {
  coilProcessTable,
  processStateTable,
  reheatTable,
  ventilationSystemTable,
  ventilationZoneTable,
} from './air-side-tables';

const n = (value: number, digits: number): string =>
  formatNumber(value, { maximumFractionDigits: digits });

/** How many windows of the building are of a type: each window naming it, times its count. */
function windowTypeQuantity(typeId: string, rooms: BuildingLoadInput['rooms']): number {
  return rooms.reduce(
    (sum, room) =>
      sum +
      room.windows
        .filter((window) => windowTypeIdOf(window) === typeId)
        .reduce((count, window) => count + window.count, 0),
    0,
  );
}

/** The surface a window sits on as the inputs print it: "Surface 1 (West)", or "not placed". */
function placedOnCell(w: BuildingWindow, surfaces: readonly BuildingSurface[]): string {
  const surface = surfaceOfWindow(w, surfaces);
  return surface === undefined ? 'not placed' : surfaceName(surface, surfaces.indexOf(surface));
}

/** A glazing type as the inputs print it: its table 10 label, or the default curve's. */
function glazingCell(glazingId: string | undefined): string {
  const row = glazingId === undefined ? undefined : glazingShgc(glazingId);
  return row === undefined ? `not given (${DEFAULT_GLAZING_ID}’s curve)` : glazingLabel(row);
}

/** The window library as the inputs print it (issue 40 §5): none when the file has no types. */
function windowTypesTable(input: BuildingLoadInput): ReportTable[] {
  const types: readonly BuildingWindowType[] = input.windowTypes ?? [];
  if (types.length === 0) return [];
  const system = input.unitSystem;
  const length = unitLabel('length', system);
  return [
    {
      title: 'Window types',
      columns: [
        { header: 'Type' },
        { header: `Width × height (${length})`, align: 'right' },
        { header: `U-factor (${unitLabel('uValue', system)})`, align: 'right' },
        { header: 'SHGC', align: 'right' },
        { header: 'Glazing type (angular SHGC)' },
        { header: 'Interior shade' },
        // The window schedule's quantity: every window naming the type, times its count.
        { header: 'Number of windows', align: 'right' },
      ],
      rows: types.map((type) => {
        const iac = type.iac ?? UNSHADED_WINDOW.iac;
        return [
          type.name,
          `${n(type.width, 2)} × ${n(type.height, 2)}`,
          n(type.uFactor, 3),
          n(type.shgc, 2),
          glazingCell(type.glazingId),
          iac < 1
            ? `IAC ${n(iac, 2)}, radiant fraction ${n(type.shadeRadiantFraction ?? UNSHADED_WINDOW.shadeRadiantFraction, 2)}`
            : 'none (IAC 1)',
          n(windowTypeQuantity(type.id, input.rooms), 0),
        ];
      }),
    },
  ];
}

/** A window's element name: "Window 1", or "Window 1, type W1" when it names a window type. */
function windowElement(w: BuildingWindow, index: number, input: BuildingLoadInput): string {
  const typeId = windowTypeIdOf(w);
  if (typeId === undefined) return `Window ${index + 1}`;
  return `Window ${index + 1}, type ${windowTypeById(typeId, input.windowTypes)?.name ?? typeId}`;
}

/** A system's outdoor-air setting as the inputs print it. */
function outdoorAirCell(s: BuildingSystem): string {
  const method = s.outdoorAirMethod ?? (s.outdoorAir === undefined ? 'rooms' : 'override');
  if (method === 'override') {
    return `${n(s.outdoorAir ?? 0, 0)} (override: ${s.outdoorAirReason ?? ''})`;
  }
  const label = SYSTEM_OUTDOOR_AIR_METHOD_LABELS[method];
  if (method === 'rooms') return label;
  // A constant-volume system's boxes never turn down: its saved VAV minimum is not read.
  const minimum =
    s.airflowControl === 'constantVolume'
      ? 'constant volume'
      : `VAV minimum ${n(s.vavMinimumFraction ?? 1, 2)}`;
  return `${label}, D ${n(s.occupantDiversity ?? 1, 2)}, ${minimum}`;
}

/** A system's fan as the inputs print it, when its heat comes from its pressure and efficiency. */
function fanCell(s: BuildingSystem, system: BuildingLoadInput['unitSystem']): string {
  const motor =
    s.fanMotorEfficiency === undefined ? '' : `, motor in the air ${n(s.fanMotorEfficiency, 0)} %`;
  return `p_t ${n(s.fanPressure ?? 0, 2)} ${unitLabel('ductPressureLoss', system)}, η_t ${n(s.fanEfficiency ?? 0, 0)} %${motor}`;
}

function siteSection(input: BuildingLoadInput): ReportSection {
  const system = input.unitSystem;
  const site = input.site;
  const t = unitLabel('temperature', system);
  return {
    title: 'Site and design weather',
    rows: [
      { label: 'Site', value: siteName(input), unit: '' },
      { label: 'Latitude', value: n(site.latitudeDeg, 4), unit: '°' },
      { label: 'Longitude', value: n(site.longitudeDeg, 4), unit: '°' },
      { label: 'Time zone', value: n(site.timeZoneHours, 2), unit: 'h from GMT' },
      { label: 'Elevation', value: n(site.elevation, 1), unit: unitLabel('length', system) },
      { label: 'Heating design dry bulb (99.6 %)', value: n(site.heatingDryBulb, 2), unit: t },
      {
        label: 'Cooling design condition',
        value:
          site.designCondition?.description ??
          'Not named: the cooling design days were typed or changed by hand, or imported before the condition was recorded.',
        unit: '',
      },
      { label: 'Ground reflectance', value: n(site.groundReflectance, 2), unit: '' },
      {
        label: 'Clear-sky model',
        value: site.clearSkyModel === 'ashrae-2009' ? 'ASHRAE 2009' : 'ASHRAE 2013 and later',
        unit: '',
      },
      { label: 'Source: location', value: site.sources.location, unit: '' },
      { label: 'Source: elevation', value: site.sources.elevation, unit: '' },
      { label: 'Source: heating design dry bulb', value: site.sources.heatingDryBulb, unit: '' },
      { label: 'Source: cooling design days', value: site.sources.coolingDesignDays, unit: '' },
    ],
  };
}

function inputTables(input: BuildingLoadInput): ReportTable[] {
  const system = input.unitSystem;
  const t = unitLabel('temperature', system);
  const zoneName = new Map(input.zones.map((z) => [z.id, z.name]));
  const systemName = new Map(input.systems.map((s) => [s.id, s.name]));
  const constructionName = new Map(input.constructions.map((c) => [c.id, c.name]));
  const density = buildingFieldUnit('powerDensity', system);
  return [
    {
      title: 'Cooling design days',
      columns: [
        { header: 'Month' },
        { header: `Dry bulb (${t})`, align: 'right' },
        { header: `Daily range (${unitLabel('temperatureDifference', system)})`, align: 'right' },
        { header: `Coincident wet bulb (${t})`, align: 'right' },
        { header: 'taub', align: 'right' },
        { header: 'taud', align: 'right' },
      ],
      rows: input.site.months.map((m) => [
        monthName(m.month),
        n(m.maxDryBulb, 2),
        n(m.dailyRange, 2),
        n(m.coincidentWetBulb, 2),
        n(m.taub, 3),
        n(m.taud, 3),
      ]),
    },
    {
      title: 'Constructions',
      columns: [
        { header: 'Construction' },
        { header: `U-factor (${unitLabel('uValue', system)})`, align: 'right' },
        { header: 'Outside colour' },
        { header: 'Conduction time series' },
      ],
      rows: input.constructions.map((c) => {
        const cts = c.ctsId === undefined ? undefined : ctsConstruction(c.ctsId);
        if (c.layers !== undefined && c.layers.length > 0) {
          const computed = constructionConduction(c, system);
          return [
            c.name,
            n(fromSi(computed.uWm2K, 'uValue', system), 3),
            c.absorptance,
            `computed from its layers (${c.layers.map((l) => l.name || 'layer').join(', ')}) by periodic response factors; its series by hour below`,
          ];
        }
        return [
          c.name,
          n(c.uFactor, 3),
          c.absorptance,
          cts === undefined
            ? 'none (no time lag)'
            : `${ctsConstructionLabel(cts)}; its series by hour below`,
        ];
      }),
    },
    ...windowTypesTable(input),
    ...conductionTimeSeriesTables(input),
    {
      title: 'Rooms',
      columns: [
        { header: 'Room' },
        { header: 'Zone' },
        { header: `Area (${unitLabel('area', system)})`, align: 'right' },
        { header: `Indoor (${t})`, align: 'right' },
        { header: 'People', align: 'right' },
        { header: 'Activity' },
        { header: `Lighting (${density})`, align: 'right' },
        { header: `Equipment (${density})`, align: 'right' },
        { header: 'Occupied hours' },
        { header: `Infiltration (${unitLabel('airflow', system)})`, align: 'right' },
        { header: `Outdoor air (${unitLabel('airflow', system)})`, align: 'right' },
        { header: 'RTS class' },
      ],
      rows: input.rooms.map((r) => [
        r.name,
        zoneName.get(r.zoneId) ?? '—',
        n(r.floorArea, 1),
        n(r.indoorTemp, 1),
        n(r.people, 1),
        ACTIVITY_LEVELS.find((a) => a.id === r.activity)?.label ?? r.activity,
        n(r.lightingDensity, 2),
        n(r.equipmentDensity, 2),
        `${r.scheduleStartHour}:00–${r.scheduleEndHour}:00 (${n(r.unoccupiedPercent, 0)} % outside)`,
        n(r.infiltration, 1),
        n(r.ventilation, 1),
        `${r.rtsConstruction}, ${r.carpet ? 'carpet' : 'no carpet'}, ${r.glassPercent} % glass`,
      ]),
    },
    {
      title: 'Walls, roofs and windows',
      columns: [
        { header: 'Room' },
        { header: 'Element' },
        { header: 'Orientation' },
        { header: 'On' },
        { header: `Area, gross where windows sit (${unitLabel('area', system)})`, align: 'right' },
        { header: `Net opaque area (${unitLabel('area', system)})`, align: 'right' },
        { header: 'Construction or glazing' },
      ],
      rows: input.rooms.flatMap((r) => [
        ...r.surfaces.map((s, i) => [
          r.name,
          surfaceHasWindows(s, r.windows) ? `Surface ${i + 1}, gross` : `Surface ${i + 1}`,
          s.orientation,
          '—',
          n(s.area, 1),
          n(surfaceNetArea(s, r.windows, input.windowTypes) ?? s.area, 1),
          constructionName.get(s.constructionId) ?? s.constructionId,
        ]),
        ...r.windows.map((own, i) => {
          // A window of a type prints its type's size, U-factor, SHGC, glazing and shade.
          const w = resolvedWindow(own, input.windowTypes);
          return [
            r.name,
            windowElement(own, i, input),
            effectiveWindowOrientation(w, r.surfaces),
            placedOnCell(w, r.surfaces),
            n(w.width * w.height * w.count, 1),
            '—',
            `U ${n(w.uFactor, 3)}, SHGC ${n(w.shgc, 2)}${
              w.glazingId === undefined ? '' : ` (angular, glazing ${w.glazingId})`
            }, IAC ${n(w.iac, 2)}${
              w.overhangProjection > 0 ? `, overhang ${n(w.overhangProjection, 2)}` : ''
            }${w.finProjection > 0 ? `, fins ${n(w.finProjection, 2)}` : ''}`,
          ];
        }),
      ]),
    },
    {
      title: 'Zones and systems',
      columns: [
        { header: 'Zone' },
        { header: 'System' },
        { header: 'ASHRAE 62.1 occupancy' },
        { header: 'Ez', align: 'right' },
        { header: `Supply air (${t})`, align: 'right' },
        { header: `Outdoor air (${unitLabel('airflow', system)})`, align: 'right' },
        { header: `Fan heat (${unitLabel('heatRate', system)})`, align: 'right' },
      ],
      rows: input.zones.map((z) => {
        const s = input.systems.find((sys) => sys.id === z.systemId);
        return [
          z.name,
          systemName.get(z.systemId) ?? '—',
          occupancyCategory(z.occupancyCategory ?? DEFAULT_OCCUPANCY_CATEGORY).label,
          n(
            airDistributionConfiguration(
              z.airDistribution ?? DEFAULT_AIR_DISTRIBUTION_CONFIGURATION,
            ).effectiveness,
            1,
          ),
          s ? n(s.supplyAirTemp, 1) : '—',
          s ? outdoorAirCell(s) : '—',
          s ? (s.fanHeatMethod === 'fanPower' ? fanCell(s, system) : n(s.fanHeat, 0)) : '—',
        ];
      }),
    },
  ];
}

function resultTables(result: BuildingLoadResult): ReportTable[] {
  return [
    reportTable('Peak cooling loads (rooms, zones, systems, building)', peakTable(result)),
    reportTable(
      `Room loads by component at each room's peak (${loadUnit(result.unitSystem)})`,
      componentTable(result),
    ),
    reportTable(
      'Cooling coils at their peak hour: block (room side) + outdoor air + fan heat = coil (coil side)',
      coilTable(result),
    ),
    ...(result.systems.some((s) => s.ventilation !== null)
      ? [
          reportTable(
            'Outdoor air intake, ASHRAE 62.1-2022 multiple-zone',
            ventilationSystemTable(result),
          ),
          reportTable('Outdoor air by zone, ASHRAE 62.1-2022', ventilationZoneTable(result)),
        ]
      : []),
    ...(result.systems.some((s) => s.process !== null)
      ? [
          reportTable('Coil, fan and reheat at each coil peak', coilProcessTable(result)),
          reportTable('Air states at each coil peak', processStateTable(result)),
          reportTable(
            'Zone reheat at each coil peak, each box at its minimum airflow (constant volume: its design airflow)',
            reheatTable(result),
          ),
        ]
      : []),
  ];
}

/** The building-load report: inputs with each weather value's source, peak tables, coils, notes. */
export function buildingLoadReport(
  input: BuildingLoadInput,
  result: BuildingLoadResult,
): ReportBody {
  const system = input.unitSystem;
  const peak = result.building.blockPeak;
  return {
    unitSystem: system,
    pageOrientation: 'landscape',
    inputs: [
      {
        title: 'Calculation',
        rows: [
          { label: 'Calculation name', value: input.calculationName || '—', unit: '' },
          { label: 'Rooms', value: String(input.rooms.length), unit: '' },
          { label: 'Zones', value: String(input.zones.length), unit: '' },
          { label: 'Systems', value: String(input.systems.length), unit: '' },
        ],
      },
      siteSection(input),
    ],
    results: [
      {
        title: 'Building',
        rows: [
          {
            label: 'Block peak cooling, room side (sensible + latent)',
            value: peak ? load(peak.totalW, system) : '—',
            unit: peak ? loadUnit(system) : '',
            emphasis: true,
          },
          { label: 'Peak at', value: peak ? peakTime(peak) : '—', unit: '' },
          {
            label: 'Sum of room peaks, sensible, room side (each room at its own hour)',
            value: load(result.building.sumOfPeaksSensibleW, system),
            unit: loadUnit(system),
          },
          {
            label: 'Heating load (rooms + outdoor air)',
            value: load(result.building.heatingW, system),
            unit: loadUnit(system),
          },
          {
            label: 'Floor area',
            value: area(result.building.floorAreaM2, system),
            unit: areaUnit(system),
          },
        ],
      },
      ...airSystemSummarySections(result),
    ],
    tablesHeading: 'Inputs and results by room, zone and system',
    tables: [...inputTables(input), ...resultTables(result)],
    warnings: [...result.warnings],
    notes: [
      'Cooling loads by the radiant time series method, hour by hour on the 21st of each design month; hours are hour ending, local standard time, without daylight saving.',
      ...(input.constructions.some((c) => c.layers !== undefined && c.layers.length > 0)
        ? [
            `Constructions computed from their layers (${input.constructions
              .filter((c) => c.layers !== undefined && c.layers.length > 0)
              .map((c) => c.name)
              .join(
                ', ',
              )}): U-factor and conduction time series from the layers' thickness, conductivity, density and specific heat by periodic response factors (ASHRAE Handbook—Fundamentals ch. 18, eq. 31, CTS = Y_Pj/U; Spitler and Fisher 1999).`,
          ]
        : []),
      input.constructions.some((c) => c.ctsId !== undefined || c.layers !== undefined)
        ? 'Wall and roof conduction goes through the conduction time series of each construction’s representative wall or roof (ASHRAE Handbook—Fundamentals ch. 18, tables 16 and 17, as listed under Constructions) or of its layers; a construction with neither conducts without time lag, so a heavy one peaks earlier and higher than with its CTS.'
        : 'Wall and roof conduction is taken without time lag (a one-term conduction time series): no construction names a conduction time series of the Handbook’s tables 16 and 17, so heavy constructions peak earlier and higher here than with their CTS.',
      // The engine's default for a window without a glazing type (DEFAULT_GLAZING_ID): never the
      // normal-incidence SHGC at every angle.
      `Window SHGC follows the angular dependence of the beam SHGC and the diffuse (hemispherical) SHGC of ASHRAE Handbook—Fundamentals ch. 15, table 10, scaled to the window’s SHGC and falling to 0 at grazing incidence: each window's glazing type, or for a window without one glazing ${DEFAULT_GLAZING_ID} (uncoated clear double glazing).`,
      'Lighting and equipment radiant fractions are entered per room (ASHRAE Handbook—Fundamentals ch. 18: table 3 by luminaire, the middle of its range offered; table 14 for office equipment; tables 6–12 for other equipment).',
      'Schedule presets (office, retail, school, 24/7 hours) are assumptions of this tool, not schedules of a standard; the occupied hours used are listed per room.',
      'Heating loads are steady state at the heating design dry bulb, with no solar or internal credit.',
      'Bases: "room side" loads are the rooms’ own (a room at its own peak, or a zone’s or system’s rooms summed hour by hour, their block); "coil side" loads are a system’s coil: its rooms’ block at the coil’s peak hour plus its outdoor air plus its fan heat. In the peak table the systems’ rows are their coils and the other rows room side, and each row’s check figures are on its own basis; a system’s and the building’s heating include the outdoor air warmed to the room. The sum of room peaks adds each room’s own peak, whenever it falls, so it is room side and at no single hour.',
      'Weather values are stated with their source: the file name and line they were read from, or "entered".',
    ],
  };
}
