import { Stack } from '@mantine/core';
import { FAN_RESULT_SPECS, type FanResult } from '@org/hvac-core/fan';
import { ResultCard, formatNumber } from '@org/ui';
import { ResultWarnings } from '../../calculator-kit/ResultWarnings';
import { cardRows } from '../../calculator-kit/result-lines';
import { ResultNotes } from '../../calculator-kit/ResultNotes';
import { SuggestedMotorCard } from './SuggestedMotorCard';
import type { ResultsProps } from '../../calculator-kit/results-props';
import { fanResultTables } from './result-tables';

/** Pressures, air power, efficiencies, shaft power, the motor, warnings, fan laws and assumptions. */
export function FanResults({ result, name, stale = false }: ResultsProps<FanResult>) {
  const units = result.units;
  const [duty, laws] = fanResultTables(result);

  return (
    <Stack gap="md">
      <ResultCard
        title={name ? `Fan — ${name}` : 'Fan'}
        rows={cardRows(duty.lines)}
        dimmed={stale}
      />

      <SuggestedMotorCard motor={result.suggestedMotor} stale={stale}>
        The next {result.suggestedMotor?.standard} rating at or above the motor output of{' '}
        {formatNumber(result.motorOutput, {
          maximumFractionDigits: FAN_RESULT_SPECS.motorOutput.decimals,
        })}{' '}
        {units.power}
        {result.motorSizingMarginPercent > 0
          ? ` plus ${formatNumber(result.motorSizingMarginPercent, { maximumFractionDigits: 1 })} % margin`
          : ''}
        ; it runs at{' '}
        <span data-testid="motor-load">
          {formatNumber(result.motorLoadPercent ?? Number.NaN, { maximumFractionDigits: 0 })} %
        </span>{' '}
        of its rating.
      </SuggestedMotorCard>

      <ResultWarnings warnings={result.warnings} />

      {laws ? (
        <ResultCard
          title={laws.title}
          description="Same fan, same system curve; efficiency taken as unchanged."
          rows={cardRows(laws.lines)}
          dimmed={stale}
          rowTestIdPrefix="fan-law-row-"
        />
      ) : null}

      <ResultNotes idPrefix="fan" notes={result.notes} />
    </Stack>
  );
}
