import { Alert, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { displayName, type SavedFileRecord } from '@org/data';
import { useEffect, useMemo, useRef, useState } from 'react';
import { compareInputs, myCopyName } from './conflict-compare';
import type { AnyCalculatorModule } from '../calculator-kit/types';
import { describeWriteError } from '../notices/write-errors';

export interface FileConflictModalProps {
  /** Whether the dialog is open; required. */
  opened: boolean;
  /** The calculator, for its input labels and units; required. */
  module: AnyCalculatorModule;
  /** The file's name as this tab knows it; required. */
  myName: string;
  /** When the version this tab opened (or last saved) was saved; required. */
  myVersionAt: Date;
  /** This tab's draft (its unsaved edits); required. */
  myDraft: Record<string, unknown>;
  /** The file as stored now, saved elsewhere since this tab opened it; required. */
  theirs: SavedFileRecord;
  /** Saves this tab's draft as a new file beside it; a rejection keeps the dialog open; required. */
  onSaveCopy: () => Promise<void>;
  /** Saves this tab's draft over the stored version shown; a rejection keeps the dialog open; required. */
  onOverwrite: () => Promise<void>;
  /** Loads the stored version into the editor, discarding this tab's edits; required. */
  onTakeTheirs: () => void;
  /** Closes the dialog, keeping the edits unsaved; required. */
  onClose: () => void;
}

type Busy = 'copy' | 'overwrite' | null;

/**
 * "This file changed elsewhere": a save found the file saved in another tab or on another device
 * since this tab opened it. Nothing was written; the user chooses: save mine as a copy, take theirs,
 * or compare the two versions and then overwrite with mine.
 */
export function FileConflictModal({
  opened,
  module,
  myName,
  myVersionAt,
  myDraft,
  theirs,
  onSaveCopy,
  onOverwrite,
  onTakeTheirs,
  onClose,
}: FileConflictModalProps) {
  const [step, setStep] = useState<'choose' | 'compare'>('choose');
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  // Keyboard focus follows the step: to the comparison when it opens, back to its button after.
  const compareRef = useRef<HTMLDivElement>(null);
  const compareButtonRef = useRef<HTMLButtonElement>(null);
  const [stepChanged, setStepChanged] = useState(false);
  useEffect(() => {
    if (!stepChanged) return;
    if (step === 'compare') compareRef.current?.focus();
    else compareButtonRef.current?.focus();
  }, [step, stepChanged]);
  const goTo = (next: 'choose' | 'compare') => {
    setStepChanged(true);
    setStep(next);
  };
  const theirData = theirs.status === 'ok' ? theirs.data : theirs.raw['data'];
  const differences = useMemo(
    () => compareInputs(module, myDraft, theirData),
    [module, myDraft, theirData],
  );
  const theirName = displayName(theirs);
  const theirTime = theirs.status === 'ok' ? theirs.updatedAt : undefined;

  const run = async (action: Exclude<Busy, null>, work: () => Promise<void>) => {
    setBusy(action);
    setError(null);
    try {
      await work();
    } catch (caught) {
      setError(describeWriteError(caught));
    } finally {
      setBusy(null);
    }
  };

  const differenceCount =
    differences.length === 0
      ? 'Its inputs are the same as yours.'
      : differences.length === 1
        ? '1 input differs from yours.'
        : `${differences.length} inputs differ from yours.`;
  // Offered on both steps.
  const takeTheirsButton = (
    <Button
      variant="default"
      disabled={busy !== null || theirs.status !== 'ok'}
      onClick={onTakeTheirs}
    >
      Take theirs
    </Button>
  );

  return (
    <Modal
      opened={opened}
      onClose={() => (busy ? undefined : onClose())}
      title="This file changed elsewhere"
      size={step === 'compare' ? 'xl' : 'lg'}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text size="sm">
          {theirTime
            ? `“${theirName}” was saved in another tab or on another device at ${theirTime.toLocaleString()}, `
            : `“${theirName}” was changed in another tab or on another device `}
          after this tab opened the version of {myVersionAt.toLocaleString()}.{' '}
          {theirs.status === 'ok' && theirs.name !== myName
            ? `It was also renamed from “${myName}”. `
            : ''}
          {theirs.status === 'damaged'
            ? 'The stored version is not in a form the app can open. '
            : differenceCount}
        </Text>
        <Text size="sm">
          Your edits are not saved yet and nothing has been overwritten. Choose what to keep.
        </Text>

        {step === 'compare' ? (
          <div ref={compareRef} tabIndex={-1} aria-label="Your version and the stored version">
            {differences.length === 0 ? (
              <Text size="sm">The stored version has the same inputs as yours.</Text>
            ) : (
              <Table.ScrollContainer minWidth={420}>
                <Table striped withTableBorder>
                  <Table.Caption>Inputs that differ</Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Input</Table.Th>
                      <Table.Th scope="col">Yours (this tab)</Table.Th>
                      <Table.Th scope="col">Stored version</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {differences.map((difference, index) => (
                      <Table.Tr key={`${difference.section ?? ''}/${difference.label}/${index}`}>
                        <Table.Th scope="row" fw={500}>
                          {difference.label}
                          {difference.section ? (
                            <Text component="span" size="xs" c="dimmed" display="block">
                              {difference.section}
                            </Text>
                          ) : null}
                        </Table.Th>
                        <Table.Td>{difference.mine || '(none)'}</Table.Td>
                        <Table.Td>{difference.theirs || '(none)'}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </div>
        ) : null}

        {error ? (
          <Alert color="red" role="alert" title="Not saved">
            {error}
          </Alert>
        ) : null}

        {step === 'choose' ? (
          <Stack gap="xs">
            <Button
              data-autofocus
              loading={busy === 'copy'}
              disabled={busy !== null}
              onClick={() => void run('copy', onSaveCopy)}
            >
              Save as a copy
            </Button>
            <Text size="xs" c="dimmed">
              Keeps yours as a new file, “{myCopyName(myName)}”, in the same project; the stored
              version stays as it is.
            </Text>
            {takeTheirsButton}
            <Text size="xs" c="dimmed">
              Loads the stored version into the editor and discards your edits.
            </Text>
            <Button
              ref={compareButtonRef}
              variant="default"
              disabled={busy !== null}
              onClick={() => goTo('compare')}
            >
              Compare to overwrite
            </Button>
            <Text size="xs" c="dimmed">
              Shows both versions side by side, then lets you save yours over the stored one.
            </Text>
            <Group justify="flex-end">
              <Button variant="subtle" disabled={busy !== null} onClick={onClose}>
                Decide later
              </Button>
            </Group>
          </Stack>
        ) : (
          <Group justify="flex-end" gap="sm">
            <Button variant="subtle" disabled={busy !== null} onClick={() => goTo('choose')}>
              Back
            </Button>
            {takeTheirsButton}
            <Button
              color="red"
              loading={busy === 'overwrite'}
              disabled={busy !== null}
              onClick={() => void run('overwrite', onOverwrite)}
            >
              Overwrite with mine
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
