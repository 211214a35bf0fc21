import { Alert, Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import type { HydronicLoadBasis } from '@org/hvac-core/hydronic-system';
import { useState } from 'react';
import { SourcesGate } from '../../project-sources/SourcesStatus';
import { filePickerData } from '../../project-sources/file-picker-labels';
import { hydronicFieldId } from './draft-path';
import type { HydronicFormApi } from './form-api';
import { changedLoads, savedSinceTaken, takeLoadsInOrder, updateLinkedLoads } from './load-source';
import type { BuildingLoadSources } from '../building-load/load-sources';
import { computeLoads, type LinkedLoads } from './use-linked-loads';

const BASES: readonly { value: HydronicLoadBasis; label: string }[] = [
  { value: 'zones', label: 'Zones' },
  { value: 'systems', label: 'Air systems (their coils)' },
];

export interface LoadsFromBuildingProps {
  api: HydronicFormApi;
  sources: BuildingLoadSources;
  /** The linked file and its loads now ({@link useLinkedLoads}); required. */
  linked: LinkedLoads;
}

/**
 * "Take terminal loads from a building-load file": the zones' or air systems' loads of a saved
 * building-load file of the project (heating for hot water, cooling for chilled water), recomputed
 * from its inputs, given to the terminals in the table's order; the file stays linked, and when it
 * has changed since, the panel says so and offers to update the linked loads.
 */
export function LoadsFromBuilding({ api, sources, linked: linkedLoads }: LoadsFromBuildingProps) {
  const { draft } = api;
  const link = draft.loadSource;
  const [picked, setPicked] = useState(link?.fileId ?? '');
  const [basis, setBasis] = useState<HydronicLoadBasis>(link?.basis ?? 'zones');
  const [feedback, setFeedback] = useState<{ ok: boolean; text: string } | null>(null);
  const files = sources.status === 'ready' ? sources.files : [];
  const file = files.find((candidate) => candidate.fileId === picked) ?? files[0];
  const heating = draft.systemType === 'hotWater';

  const linked = linkedLoads.file;
  const linkedNow = linkedLoads.now;
  const changes = linkedNow?.ok ? changedLoads(draft, linkedNow.loads) : [];
  const savedAgain = linked ? savedSinceTaken(draft, linked) : false;

  const take = () => {
    if (!file) return;
    const computed = computeLoads(file, draft, basis);
    if (!computed.ok) {
      setFeedback({ ok: false, text: `${computed.message} Nothing was changed.` });
      return;
    }
    const taken = takeLoadsInOrder(draft, computed.loads, file, basis);
    api.update(taken.draft);
    const parts = [
      taken.assigned.length === 0
        ? 'No load was taken.'
        : `Took ${taken.assigned.length} ${heating ? 'heating' : 'cooling'} loads from “${file.name}”: ${taken.assigned
            .map((a) => `${a.terminalId} ← ${a.sourceName}`)
            .join(', ')}.`,
      ...taken.skipped,
      taken.unused > 0
        ? `${taken.unused} ${basis === 'zones' ? 'zones' : 'systems'} were left over: add terminals and take the loads again.`
        : '',
    ].filter(Boolean);
    setFeedback({ ok: taken.assigned.length > 0, text: parts.join(' ') });
  };

  return (
    <Paper withBorder p="sm" radius="sm" component="section" aria-labelledby="hydronic-loads-title">
      <Title order={3} size="h6" id="hydronic-loads-title">
        Take terminal loads from a building-load file
      </Title>
      <Text size="xs" c="dimmed" mb="xs">
        {heating
          ? 'Hot water: each zone’s heating load, or each air system’s (its rooms plus its outdoor air).'
          : 'Chilled water: each zone’s block peak, or each air system’s cooling coil at its peak.'}{' '}
        The first terminal in the table takes the first load, and so on; each keeps the link.
      </Text>
      {link && sources.status === 'ready' ? (
        linked === undefined ? (
          <Alert color="yellow" mb="xs" title="Load source missing">
            <Text size="sm">
              The loads came from “{link.fileName}”, which is no longer in this project.
            </Text>
          </Alert>
        ) : linkedNow && !linkedNow.ok ? (
          <Alert color="yellow" mb="xs" title="Load source unreadable">
            <Text size="sm">{linkedNow.message}</Text>
          </Alert>
        ) : changes.length > 0 ? (
          <Alert color="yellow" mb="xs" title="The building-load file has changed">
            <Stack gap={4}>
              <Text size="sm">
                “{linked.name}” now gives other loads than the terminals hold:{' '}
                {changes
                  .map(
                    (c) =>
                      `${c.terminalId} (${c.sourceName}) ${Math.round(c.held).toLocaleString('en-US')} → ${c.now === null ? 'none' : c.now.toLocaleString('en-US')}`,
                  )
                  .join('; ')}
                .
              </Text>
              <Group>
                <Button
                  size="compact-sm"
                  onClick={() => {
                    if (linkedNow?.ok)
                      api.update(updateLinkedLoads(draft, linkedNow.loads, linked));
                  }}
                >
                  Update the linked loads
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : (
          <Text size="sm" mb="xs" role="status">
            Loads linked to “{linked.name}” ({link.basis}):{' '}
            {savedAgain
              ? 'the file was saved again since, and its loads are unchanged.'
              : 'unchanged since they were taken.'}
          </Text>
        )
      ) : null}
      <SourcesGate
        sources={sources}
        noProject="Save this file in a project to take loads from its building-load files."
        reading="the project’s building-load files"
        empty="The project has no building-load file yet."
      >
        <Stack gap="xs">
          <Group gap="xs" align="flex-end">
            <NativeSelect
              id={hydronicFieldId(['loadSource', 'file'])}
              label="Building-load file"
              size="xs"
              data={filePickerData(files)}
              value={file?.fileId}
              onChange={(event) => setPicked(event.currentTarget.value)}
            />
            <NativeSelect
              id={hydronicFieldId(['loadSource', 'basis'])}
              label="Loads of its"
              size="xs"
              data={BASES.map((b) => ({ value: b.value, label: b.label }))}
              value={basis}
              onChange={(event) =>
                setBasis(event.currentTarget.value === 'systems' ? 'systems' : 'zones')
              }
            />
            <Button size="compact-sm" onClick={take}>
              Take loads
            </Button>
          </Group>
          {feedback === null ? null : (
            <Text
              size="sm"
              c={feedback.ok ? undefined : 'red'}
              role={feedback.ok ? 'status' : 'alert'}
            >
              {feedback.text}
            </Text>
          )}
        </Stack>
      </SourcesGate>
    </Paper>
  );
}
