import { Alert, Button, Group, List, Text, Textarea } from '@mantine/core';
import type { EpwImport } from '@org/hvac-core/energy';
import { useState, type ReactNode } from 'react';

/** Reads a file the user picked as text. */
export function readFileText(file: File): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file);
  });
}

export interface ImportFeedbackProps {
  /** What was imported, in words; none before an import. */
  imported: string | null;
  /** data-testid of that line; required. */
  testId: string;
  /** Why the last import or paste was refused, one message a line; required. */
  messages: readonly string[];
  /** The refusal's title; required. */
  title: string;
  /** Space on the side of the buttons: 'mb' below them (above a table), 'mt' above the line; required. */
  side: 'mb' | 'mt';
}

/** What an import or paste did: the line saying what came in, or the alert listing why it could not. */
export function ImportFeedback({ imported, testId, messages, title, side }: ImportFeedbackProps) {
  const below = side === 'mb';
  const alert: ReactNode =
    messages.length > 0 ? (
      <Alert color="red" title={title} role="alert" {...(below ? { mb: 'xs' } : { mt: 'xs' })}>
        <List size="sm">
          {messages.map((message) => (
            <List.Item key={message}>{message}</List.Item>
          ))}
        </List>
      </Alert>
    ) : null;
  return (
    <>
      {imported ? (
        <Text size="xs" c="dimmed" data-testid={testId} {...(below ? { mb: 'xs' } : { mt: 4 })}>
          {imported}
        </Text>
      ) : null}
      {alert}
    </>
  );
}

/**
 * The state of a panel that imports a weather file or pasted text: what came in, why it could not,
 * and the paste box. `apply` takes an import's outcome: its value goes to `take` and `imported` says
 * it in words (null for nothing), a paste closes its box; a refusal lists its messages and, unless
 * `keepOnError`, clears the last line.
 */
export function useImport() {
  const [messages, setMessages] = useState<readonly string[]>([]);
  const [imported, setImported] = useState<string | null>(null);
  const [pasting, setPasting] = useState(false);
  const [pasted, setPasted] = useState('');
  const apply = <T,>(
    result: EpwImport<T>,
    take: (value: T) => void,
    options: {
      imported: (value: T, place: string) => string | null;
      pasted?: boolean;
      keepOnError?: boolean;
    },
  ) => {
    if (!result.ok) {
      setMessages(result.errors);
      if (options.keepOnError !== true) setImported(null);
      return;
    }
    setMessages([]);
    setImported(options.imported(result.value, result.place));
    if (options.pasted === true) {
      setPasting(false);
      setPasted('');
    }
    take(result.value);
  };
  return { messages, imported, pasting, setPasting, pasted, setPasted, apply };
}

export interface PasteBoxProps {
  /** The text box's id and label; required. */
  id: string;
  label: string;
  /** The pasted text and its setter (`useImport`'s); required. */
  pasted: string;
  setPasted: (text: string) => void;
  /** The apply button's text and action; required. */
  action: string;
  onApply: () => void;
  /** Space on the side of the buttons: 'mb' below the box, 'mt' above it; required. */
  side: 'mb' | 'mt';
  /** Fields between the box and the button (a method); default none. */
  children?: ReactNode;
}

/** The paste box of an import panel: the text, any options, and the button that applies it. */
export function PasteBox({
  id,
  label,
  pasted,
  setPasted,
  action,
  onApply,
  side,
  children,
}: PasteBoxProps) {
  return (
    <Group align="flex-end" gap="xs" {...{ [side]: 'xs' }}>
      <Textarea
        id={id}
        label={label}
        value={pasted}
        onChange={(event) => setPasted(event.currentTarget.value)}
        rows={4}
        style={{ flex: 1 }}
      />
      {children}
      <Button size="xs" onClick={onApply}>
        {action}
      </Button>
    </Group>
  );
}
