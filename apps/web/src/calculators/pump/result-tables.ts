import { PUMP_HEAD_RESULT_SPECS, type PumpHeadResult } from '@org/hvac-core/pump';
import { formatNumber } from '@org/ui';
import { lineFor, type ResultLine } from '../../calculator-kit/result-lines';
import { headAsPressure } from './head-as-pressure';

const percent = (value: number): string => formatNumber(value, { maximumFractionDigits: 1 });

/**
 * The pump's results as its cards, the system curve panel and its report all show them: heads and
 * powers; NPSH when suction conditions are entered; Hs of the system curve; the operating point at
 * the pump's speed, then at 100 % when that differs (none without a pump curve that crosses).
 */
export function pumpResultTables(result: PumpHeadResult) {
  const system = result.unitSystem;
  const line = lineFor(PUMP_HEAD_RESULT_SPECS, system);

  const heads: ResultLine[] = [
    line('frictionHead', result.frictionHead, { valueTestId: 'friction-head' }),
    line('fittingsHead', result.fittingsHead, { valueTestId: 'fittings-head' }),
    line('componentsHead', result.componentsHead, { valueTestId: 'components-head' }),
    line('staticHead', result.staticHead, {
      suffix: result.systemType === 'open' ? '' : ' (closed loop)',
      valueTestId: 'static-head',
    }),
    line('totalDynamicHead', result.totalDynamicHead, {
      emphasis: 'total',
      valueTestId: 'total-dynamic-head',
      live: true,
    }),
    line('totalDynamicHeadKPa', headAsPressure(result.totalDynamicHeadKPa, system), {
      indent: true,
      valueTestId: 'total-dynamic-head-kpa',
    }),
    line('designHead', result.designHead, {
      suffix: ` (with ${percent(result.safetyMarginPercent)} % margin)`,
      emphasis: 'subtotal',
      valueTestId: 'design-head',
    }),
    line('designHeadKPa', headAsPressure(result.designHeadKPa, system), {
      indent: true,
      valueTestId: 'design-head-kpa',
    }),
    line('hydraulicPower', result.hydraulicPower, { valueTestId: 'hydraulic-power' }),
    line('shaftPower', result.shaftPower, {
      suffix: ` (pump ${percent(result.pumpEfficiencyPercent)} %)`,
      valueTestId: 'shaft-power',
    }),
    line('motorInputPower', result.motorInputPower, {
      label: `Motor input (motor ${percent(result.motorEfficiencyPercent)} %)`,
      valueTestId: 'motor-input-power',
    }),
  ];

  // The card's row test ids (npsh-row-available, ...) name the engine's NPSH fields.
  const npsh = result.npsh;
  const npshLines = npsh && [
    line('npshReferencePressure', npsh.referencePressure, { key: 'referencePressure' }),
    line('npshVapourPressure', npsh.vapourPressure, { key: 'vapourPressure' }),
    line('npshAvailable', npsh.available, {
      key: 'available',
      emphasis: 'total',
      valueTestId: 'npsh-available',
    }),
    line('npshRequired', npsh.required, { key: 'required' }),
    line('npshMarginRatio', npsh.marginRatio, {
      key: 'marginRatio',
      valueTestId: 'npsh-margin-ratio',
    }),
  ];

  const op = result.operatingPoint;
  const duties = op
    ? [
        { title: `At ${percent(op.speedPercent)} % speed`, duty: op },
        ...(op.atRatedSpeed
          ? [{ title: 'At 100 % speed (affinity laws)', duty: op.atRatedSpeed }]
          : []),
      ]
    : [];

  return {
    heads: { title: 'Results', lines: heads },
    npsh: npshLines && { title: 'Net positive suction head', lines: npshLines },
    systemCurveStaticHead: line('systemCurveStaticHead', result.systemCurve.staticHead),
    // Flow, head and shaft power, in that order: the panel writes them in one sentence.
    operatingPoints: duties.map(({ title, duty }) => ({
      title,
      lines: [
        line('operatingFlowRate', duty.flowRate, { label: `${title}: flow` }),
        line('operatingHead', duty.head, { label: `${title}: head` }),
        line('operatingShaftPower', duty.shaftPower, { label: `${title}: shaft power` }),
      ] as const,
    })),
  };
}
