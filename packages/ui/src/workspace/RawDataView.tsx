import { Alert, Button, Code, Group, List, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { downloadText } from '../download';

/** One problem found in stored data. */
export interface RawDataIssue {
  /** The field, when the problem belongs to one; default none. */
  field?: string;
  /** What is wrong, in words a user understands; required. */
  message: string;
}

export interface RawDataViewProps {
  /** Heading of the alert, e.g. "This file is damaged"; required. */
  title: string;
  /** What happened and what the user can do; required. */
  description: ReactNode;
  /** The problems found; default none. */
  issues?: readonly RawDataIssue[];
  /** The data exactly as stored; shown as JSON and offered for download; required. */
  data: unknown;
  /** Name of the downloaded file, e.g. "Office.json"; required. */
  downloadName: string;
  /** More actions beside the download (e.g. "Open anyway"); default none. */
  actions?: ReactNode;
}

/** JSON of stored data: dates as ISO strings, two-space indents. */
export function rawDataJson(data: unknown): string {
  return JSON.stringify(data, null, 2) ?? 'null';
}

/** Downloads data as a JSON file (dates as ISO strings), e.g. a file the app cannot open. */
export function downloadJson(name: string, data: unknown): void {
  downloadText(name, rawDataJson(data));
}

/**
 * Stored data that the app cannot use as it is: why, the raw data (as text, never as markup) and a
 * download of it, so nothing is lost and the user can repair or send it on.
 */
export function RawDataView({
  title,
  description,
  issues = [],
  data,
  downloadName,
  actions,
}: RawDataViewProps) {
  const json = rawDataJson(data);
  return (
    <Stack gap="md">
      <Alert color="red" title={title} role="alert">
        <Stack gap="xs">
          <Text size="sm" component="div">
            {description}
          </Text>
          {issues.length > 0 ? (
            <List size="sm" spacing={2}>
              {issues.map((issue, index) => (
                <List.Item key={`${issue.field ?? ''}-${index}`}>
                  {issue.field ? `${issue.field}: ` : ''}
                  {issue.message}
                </List.Item>
              ))}
            </List>
          ) : null}
        </Stack>
      </Alert>
      <Group gap="sm">
        <Button onClick={() => downloadText(downloadName, json)}>Download JSON</Button>
        {actions}
      </Group>
      <section aria-label="Raw data">
        <Code block tabIndex={0} style={{ maxHeight: '60vh', overflow: 'auto' }}>
          {json}
        </Code>
      </section>
    </Stack>
  );
}
