import type { FrictionRateDesignResult } from '@org/hvac-core/duct';
import { unitLabel, type UnitSystem } from '@org/hvac-core/units';
import { formatNumber } from '@org/ui';
import type { ReportRow } from '../../report/types';
import { textRow } from '../../calculator-kit/text-row';

/**
 * The Manual D worksheet's figures as labelled, formatted rows (one list for the results and the
 * report): ESP, each component loss, ASP, the effective lengths, the friction rate and its band.
 */
export function manualDRows(design: FrictionRateDesignResult, unitSystem: UnitSystem): ReportRow[] {
  const imperial = unitSystem === 'Imperial';
  const p = unitLabel('ductPressureLoss', unitSystem);
  const l = unitLabel('length', unitSystem);
  const f = unitLabel('ductFrictionRate', unitSystem);
  const pressure = (v: number) => formatNumber(v, { maximumFractionDigits: imperial ? 3 : 0 });
  const length = (v: number) => formatNumber(v, { maximumFractionDigits: imperial ? 0 : 1 });
  const rate = (v: number) => formatNumber(v, { maximumFractionDigits: imperial ? 3 : 2 });
  return [
    {
      label: 'Blower external static pressure',
      value: pressure(design.externalStaticPressure),
      unit: p,
    },
    ...design.componentLosses.map((loss, index) => ({
      label: `− ${loss.name || `Component ${index + 1}`}`,
      value: pressure(loss.pressureDrop),
      unit: p,
    })),
    { label: 'Component losses', value: pressure(design.totalComponentLosses), unit: p },
    {
      label: 'Available static pressure',
      value: pressure(design.availableStaticPressure),
      unit: p,
      emphasis: true,
    },
    { label: 'Supply effective length', value: length(design.supplyEffectiveLength), unit: l },
    { label: 'Return effective length', value: length(design.returnEffectiveLength), unit: l },
    { label: 'Total effective length', value: length(design.totalEffectiveLength), unit: l },
    { label: 'Design friction rate', value: rate(design.frictionRate), unit: f, emphasis: true },
    {
      label: 'Manual D design area',
      value: `${rate(design.band.min)} – ${rate(design.band.max)}`,
      unit: f,
    },
    textRow('Within the design area', design.withinBand ? 'Yes' : 'No (see the warning)'),
    textRow(
      'Used for sizing',
      design.usedForSizing ? 'Yes (target friction blank)' : 'No (a target friction is given)',
    ),
  ];
}
