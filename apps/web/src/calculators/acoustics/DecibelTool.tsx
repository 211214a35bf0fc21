import { ActionIcon, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  DECIBEL_LEVEL_SPEC,
  OCTAVE_BANDS_HZ,
  addDecibels,
  aWeightedLevel,
  ncRating,
  rcMark2Rating,
  subtractDecibels,
} from '@org/hvac-core/acoustics';
import { fieldRangeMessage, isWithinFieldRange } from '@org/hvac-core/fields';
import { formatFixed } from '@org/ui';
import { useState } from 'react';
import { NumberField } from '../../calculator-kit/NumberField';

const db1 = (value: number): string => `${formatFixed(value, 1)} dB`;

/** Levels are dB in both unit systems: the tool reads its spec in one of them. */
const UNIT_SYSTEM = 'Metric';

function levelMessage(label: string, value: number | undefined): string | undefined {
  if (value === undefined || isWithinFieldRange(DECIBEL_LEVEL_SPEC, value, UNIT_SYSTEM)) {
    return undefined;
  }
  return fieldRangeMessage({ ...DECIBEL_LEVEL_SPEC, label }, UNIT_SYSTEM);
}

/** A level's input (dB to one decimal), kept as a number or undefined while it is not one. */
function LevelField(props: {
  id: string;
  label: string;
  value: number | undefined;
  onChange: (next: number | undefined) => void;
  error: string | undefined;
}) {
  return (
    <NumberField
      spec={DECIBEL_LEVEL_SPEC}
      id={props.id}
      name={props.id}
      label={props.label}
      unitSystem={UNIT_SYSTEM}
      value={props.value}
      onChange={(next) => props.onChange(typeof next === 'number' ? next : undefined)}
      error={props.error}
    />
  );
}

/** A computed value after its label ("Sum: 63.0 dB"), read out as it changes when `live`. */
function Readout(props: { label: string; testId: string; live?: boolean; children: string }) {
  return (
    <Text size="sm">
      {props.label}:{' '}
      <strong data-testid={props.testId} aria-live={props.live ? 'polite' : undefined}>
        {props.children}
      </strong>
    </Text>
  );
}

/** Adds levels: every filled-in level counts. */
function AddLevels() {
  const [levels, setLevels] = useState<(number | undefined)[]>([60, 60]);
  const messages = levels.map((level, index) => levelMessage(`Level ${index + 1}`, level));
  const filled = levels.filter((level): level is number => level !== undefined);
  const valid = filled.length > 0 && messages.every((message) => message === undefined);
  return (
    <Stack gap="xs" component="section" aria-labelledby="db-add-title">
      <Title order={3} size="h5" id="db-add-title">
        Add levels
      </Title>
      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs">
        {levels.map((level, index) => (
          <Group key={index} gap={4} wrap="nowrap" align="flex-end">
            <LevelField
              id={`db-add-${index}`}
              label={`Level ${index + 1}`}
              value={level}
              onChange={(next) => setLevels(levels.map((old, i) => (i === index ? next : old)))}
              error={messages[index]}
            />
            {levels.length > 1 ? (
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={`Remove level ${index + 1}`}
                onClick={() => setLevels(levels.filter((_, i) => i !== index))}
              >
                <span aria-hidden>✕</span>
              </ActionIcon>
            ) : null}
          </Group>
        ))}
      </SimpleGrid>
      <Group gap="md">
        <Button
          variant="default"
          size="xs"
          disabled={levels.length >= 12}
          onClick={() => setLevels([...levels, undefined])}
        >
          Add a level
        </Button>
        <Readout label="Sum" testId="db-sum" live>
          {valid ? db1(addDecibels(filled)) : '—'}
        </Readout>
      </Group>
    </Stack>
  );
}

/** Subtracts a background from a total. */
function SubtractLevels() {
  const [total, setTotal] = useState<number | undefined>(60);
  const [background, setBackground] = useState<number | undefined>(53);
  const totalMessage = levelMessage('Total level', total);
  let backgroundMessage = levelMessage('Background level', background);
  if (
    backgroundMessage === undefined &&
    total !== undefined &&
    background !== undefined &&
    !(background < total)
  ) {
    backgroundMessage = 'Background level must be below the total level.';
  }
  const ready =
    total !== undefined &&
    background !== undefined &&
    totalMessage === undefined &&
    backgroundMessage === undefined;
  return (
    <Stack gap="xs" component="section" aria-labelledby="db-subtract-title">
      <Title order={3} size="h5" id="db-subtract-title">
        Subtract a background level
      </Title>
      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs">
        <LevelField
          id="db-subtract-total"
          label="Total level"
          value={total}
          onChange={setTotal}
          error={totalMessage}
        />
        <LevelField
          id="db-subtract-background"
          label="Background level"
          value={background}
          onChange={setBackground}
          error={backgroundMessage}
        />
      </SimpleGrid>
      <Readout label="Source alone" testId="db-difference" live>
        {ready ? db1(subtractDecibels(total, background)) : '—'}
      </Readout>
    </Stack>
  );
}

/** Octave-band levels to dBA, NC and RC Mark II. */
function BandsToDba() {
  const [bands, setBands] = useState<(number | undefined)[]>(() =>
    OCTAVE_BANDS_HZ.map(() => undefined),
  );
  const messages = bands.map((level, band) => levelMessage(`${OCTAVE_BANDS_HZ[band]} Hz`, level));
  const complete = bands.every((level) => level !== undefined);
  const spectrum = complete && messages.every((m) => m === undefined) ? (bands as number[]) : null;
  const nc = spectrum ? ncRating(spectrum) : null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="db-bands-title">
      <Title order={3} size="h5" id="db-bands-title">
        Octave bands to dBA, NC and RC
      </Title>
      <Text size="xs" c="dimmed">
        Sound pressure levels, 63 to 8000 Hz. A-weighting: IEC 61672-1:2013.
      </Text>
      <SimpleGrid cols={{ base: 2, xs: 4, lg: 8 }} spacing="xs">
        {OCTAVE_BANDS_HZ.map((hz, band) => (
          <LevelField
            key={hz}
            id={`db-band-${hz}`}
            label={`${hz} Hz`}
            value={bands[band]}
            onChange={(next) => setBands(bands.map((old, i) => (i === band ? next : old)))}
            error={messages[band]}
          />
        ))}
      </SimpleGrid>
      <Group gap="xl">
        <Readout label="A-weighted" testId="db-a-weighted" live>
          {spectrum ? `${formatFixed(aWeightedLevel(spectrum), 1)} dBA` : '—'}
        </Readout>
        <Readout label="NC" testId="db-nc">
          {nc ? `NC ${nc.ncRounded} (${formatFixed(nc.nc, 1)}, ${nc.controllingBandHz} Hz)` : '—'}
        </Readout>
        <Readout label="RC Mark II" testId="db-rc">
          {spectrum ? rcMark2Rating(spectrum).label : '—'}
        </Readout>
      </Group>
      {!complete ? (
        <Text size="xs" c="dimmed">
          Enter all eight bands.
        </Text>
      ) : null}
    </Stack>
  );
}

/** A decibel tool beside the calculation: it is not saved. */
export function DecibelTool() {
  return (
    <Card withBorder padding="md" radius="sm" component="section" aria-labelledby="db-tool-title">
      <Title order={2} size="h4" id="db-tool-title">
        Decibel tool
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Energy sums and differences of levels (ASHRAE Handbook—Fundamentals 2021, ch. 8). Not saved
        with the calculation.
      </Text>
      <Stack gap="lg">
        <AddLevels />
        <SubtractLevels />
        <BandsToDba />
      </Stack>
    </Card>
  );
}
