import { SimpleGrid, Stack } from '@mantine/core';
import { PageFrame } from '@org/ui';
import { createFileRoute } from '@tanstack/react-router';
import { AccountSection } from '../../settings/AccountSection';
import { AppearanceSection } from '../../settings/AppearanceSection';
import { CompanyDetailsSection } from '../../settings/CompanyDetailsSection';
import { UnitsSection } from '../../settings/UnitsSection';

export const Route = createFileRoute('/_authenticated/settings')({
  component: SettingsPage,
});

/** /settings: company details, appearance, default units and the account. */
function SettingsPage() {
  return (
    <PageFrame
      title="Settings"
      description="Your company details for reports, how the app looks, and your account."
    >
      <Stack gap="lg" maw={880}>
        <CompanyDetailsSection />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <AppearanceSection />
          <UnitsSection />
        </SimpleGrid>
        <AccountSection />
      </Stack>
    </PageFrame>
  );
}
