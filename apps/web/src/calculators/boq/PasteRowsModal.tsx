import { Button, Group, Modal, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { parsePastedRows, type PastedRows } from './paste-rows';

export interface PasteRowsModalProps {
  opened: boolean;
  onClose: () => void;
  /** Sections to add the rows to: value '' is "no section"; required. */
  sections: readonly { value: string; label: string }[];
  /** The section preselected; default the first one offered. */
  initialSection?: string;
  /** Called with the rows read and the chosen section. */
  onAdd: (rows: PastedRows['items'], sectionId: string) => void;
}

/** Rows copied from a spreadsheet (description, quantity, unit, rate; tab-separated) added at once. */
export function PasteRowsModal({
  opened,
  onClose,
  sections,
  initialSection,
  onAdd,
}: PasteRowsModalProps) {
  const [text, setText] = useState('');
  const [sectionId, setSectionId] = useState(initialSection ?? sections[0]?.value ?? '');
  const parsed = parsePastedRows(text);
  const count = parsed.items.length;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Paste rows from a spreadsheet"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        <Text size="sm">
          Copy the rows in your spreadsheet with four columns in this order: description, quantity,
          unit, rate. Paste them below; a first row of column titles is skipped.
        </Text>
        <Textarea
          id="boq-paste-text"
          label="Rows (tab-separated)"
          rows={6}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          data-autofocus
        />
        <NativeSelect
          id="boq-paste-section"
          label="Add to section"
          data={[...sections]}
          value={sectionId}
          onChange={(event) => setSectionId(event.currentTarget.value)}
        />
        <Text size="sm" role="status">
          {count === 1 ? '1 row read.' : `${count} rows read.`}
          {parsed.skipped.length > 0
            ? ` Left out: ${parsed.skipped.map((s) => `line ${s.line} (${s.reason})`).join(', ')}.`
            : ''}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={count === 0}
            onClick={() => {
              onAdd(parsed.items, sectionId);
              setText('');
            }}
          >
            {count === 1 ? 'Add 1 row' : `Add ${count} rows`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
