import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { DEFAULT_COMPANY_PROFILE, type DamagedCompanyProfile } from '@org/data';
import { downloadText } from '@org/ui';
import { useState } from 'react';
import { useDataState } from '../data/data-state';
import { useCompanyProfile } from '../data/queries';
import { DataLoadState } from '../projects/DataLoadState';
import { CompanyDetailsForm } from './CompanyDetailsForm';
import { DAMAGED_PROFILE_FILE_NAME, damagedProfileJson, describeIssues } from './damaged-profile';
import type { LogoEnvironment } from './logo/prepare-logo';
import { SettingsSection } from './SettingsSection';

export interface CompanyDetailsSectionProps {
  /** Where logo images are decoded and drawn; default the browser's canvas (tests pass a stub). */
  logoEnvironment?: LogoEnvironment;
}

/** Company details: loading, unreadable, damaged, or the form. */
export function CompanyDetailsSection({ logoEnvironment }: CompanyDetailsSectionProps) {
  const { status } = useDataState();
  const profile = useCompanyProfile();
  const [replacing, setReplacing] = useState(false);

  let content;
  if (status === 'error' || profile.isError || !profile.data) {
    content = (
      <DataLoadState
        status={status}
        query={profile}
        subject="Your company details"
        errorTitle="Your company details could not be loaded"
        loadingLabel="Loading company details"
        loaderPadding="md"
      />
    );
  } else if (profile.data.status === 'damaged' && !replacing) {
    content = <DamagedProfile record={profile.data} onReplace={() => setReplacing(true)} />;
  } else {
    const record = profile.data;
    const initial =
      record.status === 'ok'
        ? { name: record.name, location: record.location, logo: record.logo }
        : DEFAULT_COMPANY_PROFILE;
    content = (
      <Stack gap="md">
        {record.status === 'damaged' ? (
          <Alert color="yellow" title="Replacing damaged company details">
            Saving stores these details in place of the damaged ones. Download their raw data first
            if you may need it.
          </Alert>
        ) : null}
        <CompanyDetailsForm initial={initial} {...(logoEnvironment ? { logoEnvironment } : {})} />
      </Stack>
    );
  }

  return (
    <SettingsSection
      id="company-details-heading"
      title="Company details"
      description="Shown on the reports you export."
    >
      {content}
    </SettingsSection>
  );
}

function DamagedProfile({
  record,
  onReplace,
}: {
  record: DamagedCompanyProfile;
  onReplace: () => void;
}) {
  return (
    <Alert color="red" title="Your stored company details are damaged">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          They were kept exactly as stored, but they do not have the expected form, so they cannot
          be shown or used on reports:
        </Text>
        <List size="sm">
          {describeIssues(record).map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
        <Group gap="sm">
          <Button
            size="xs"
            variant="default"
            onClick={() => downloadText(DAMAGED_PROFILE_FILE_NAME, damagedProfileJson(record))}
          >
            Download raw data
          </Button>
          <Button size="xs" onClick={onReplace}>
            Replace with new details
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
