import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { env } from '../env';
import { messageSubject, toActionConfirmationSearch } from './oob-messages';
import { useOobMessages } from './use-oob-messages';

export interface LocalMailboxProps {
  /** The address whose messages to show at first; the user may change or clear it. Default '' (all). */
  email?: string;
  /** The heading level of the mailbox's title in the page; default 2. */
  headingOrder?: 2 | 3;
}

/**
 * The local mailbox (local mode only): the e-mails the Firebase Auth emulator would have sent, newest
 * first, each with its link rewritten to open this app's /action-confirmation page, so verification
 * and password reset can be finished in the browser. Renders nothing in cloud mode, where real e-mail
 * is sent.
 */
export function LocalMailbox({ email = '', headingOrder = 2 }: LocalMailboxProps) {
  const [filter, setFilter] = useState(email);
  const [pageEmail, setPageEmail] = useState(email);
  const titleId = useId();
  // A new address from the page (the user sent a message to another one) becomes the filter.
  if (email !== pageEmail) {
    setPageEmail(email);
    setFilter(email);
  }
  const { messages, loading, error, checkedAt, refresh } = useOobMessages(filter);

  if (env.mode !== 'local') return null;
  const trimmed = filter.trim();

  return (
    <Paper component="section" withBorder p="md" radius="md" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={headingOrder} size="h4" id={titleId}>
            Local mailbox
          </Title>
          <Badge variant="light" color="gray" radius="sm" style={{ textTransform: 'none' }}>
            Local mode only
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          This copy of the app runs on the local stack, where the Firebase Auth emulator sends no
          real e-mail. The messages it would have sent appear here, newest first, and their links
          open in this app. In production these messages arrive by e-mail instead.
        </Text>
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Show messages to"
            placeholder="All addresses"
            type="email"
            value={filter}
            onChange={(event) => setFilter(event.currentTarget.value)}
            style={{ flex: '1 1 16rem' }}
          />
          {trimmed ? (
            <Button variant="default" onClick={() => setFilter('')}>
              Show all
            </Button>
          ) : null}
          <Button variant="default" onClick={refresh}>
            Refresh
          </Button>
        </Group>

        {error ? (
          <Alert color="red" title="The local mailbox cannot be read" role="alert">
            The Auth emulator at {env.authEmulatorUrl} did not answer. Check that the local stack is
            running (see the README), then choose Refresh.
          </Alert>
        ) : null}

        {loading ? (
          <Group gap="xs">
            <Loader size="sm" aria-hidden="true" />
            <Text size="sm" role="status">
              Reading the mailbox…
            </Text>
          </Group>
        ) : messages.length === 0 && !error ? (
          <Text size="sm" role="status">
            {trimmed ? <>No messages to {trimmed} yet.</> : 'No messages yet.'} New ones appear here
            within a few seconds.
          </Text>
        ) : (
          <Stack
            component="ul"
            gap="xs"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label="Messages"
          >
            {messages.map((message) => {
              const subject = messageSubject(message);
              return (
                <Card component="li" key={message.oobCode} withBorder padding="sm" radius="sm">
                  <Group justify="space-between" wrap="wrap" gap="sm">
                    <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
                      <Text fw={600} size="sm">
                        {subject}
                      </Text>
                      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        To: {message.newEmail ?? message.email}
                      </Text>
                    </Stack>
                    <Button
                      size="xs"
                      renderRoot={(props) => (
                        <Link
                          to="/action-confirmation"
                          search={toActionConfirmationSearch(message)}
                          aria-label={`Open link: ${subject}, to ${message.newEmail ?? message.email}`}
                          {...props}
                        />
                      )}
                    >
                      Open link
                    </Button>
                  </Group>
                </Card>
              );
            })}
          </Stack>
        )}
        {checkedAt ? (
          <Text size="xs" c="dimmed">
            Checked at {checkedAt.toLocaleTimeString()}; checks again every few seconds.
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
