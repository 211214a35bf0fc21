import { Text } from '@mantine/core';
import { chartPointState, type ChartGeometry } from '@org/hvac-core/psychrometrics';
import { formatFixed } from '@org/ui';
import { useSyncExternalStore } from 'react';
import classes from './PsychrometricChart.module.css';
import type { PointerStore } from './pointer-store';

/**
 * The air under the pointer: one `moistAirState` evaluation per move (hvac-core's
 * `chartPointState`), in its own component so a move re-renders only this line and the crosshair.
 */
export function PointerReadout({
  geometry,
  pointer,
}: {
  geometry: ChartGeometry;
  pointer: PointerStore;
}) {
  const point = useSyncExternalStore(pointer.subscribe, pointer.get, pointer.get);
  const state = point ? chartPointState(geometry, point) : null;
  const u = geometry.units;
  let text: string;
  if (!point)
    text = 'Move over the chart to read the air there; click to add a state at that point.';
  else if (!state) text = 'Beyond saturation: no air exists here (it would be fog).';
  else
    text = [
      `Dry bulb ${formatFixed(state.dryBulb, 1)} ${u.temperature}`,
      `Humidity ratio ${formatFixed(state.humidityRatioDisplay, 1)} ${u.humidityRatio}`,
      `RH ${formatFixed(state.relativeHumidityPercent, 1)} %`,
      `Wet bulb ${formatFixed(state.wetBulb, 1)} ${u.temperature}`,
      `Enthalpy ${formatFixed(state.enthalpy, 2)} ${u.enthalpy}`,
    ].join(' · ');
  return (
    <Text size="sm" className={classes.readout} data-testid="psychrometric-readout" aria-live="off">
      {text}
    </Text>
  );
}
