import { Alert, Button, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useCompanyProfile } from '../data/queries';

/**
 * Asks the user to complete the company profile while its name or location is empty (or it could
 * not be read); nothing otherwise.
 */
export function CompanyProfilePrompt() {
  const profile = useCompanyProfile();
  if (!profile.data) return null;
  const record = profile.data;
  if (record.status === 'ok' && record.name.trim() && record.location.trim()) return null;

  const damaged = record.status === 'damaged';
  return (
    <Alert
      color={damaged ? 'red' : 'blue'}
      title={damaged ? 'Your company profile could not be read' : 'Complete your company profile'}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {damaged
            ? 'Its stored data does not have the expected form. Enter your company details again in settings.'
            : 'Add your company name and location so they can appear on the reports you export.'}
        </Text>
        {/* A button, not an inline link: link blue on the alert's tint fails contrast. */}
        <Button size="xs" renderRoot={(props) => <Link to="/settings" {...props} />}>
          Open settings
        </Button>
      </Stack>
    </Alert>
  );
}
