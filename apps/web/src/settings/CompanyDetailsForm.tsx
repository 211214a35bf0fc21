import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  COMPANY_LOCATION_MAX,
  COMPANY_NAME_MAX,
  DATA_ERROR_MESSAGES,
  isDataError,
  saveCompanyProfile,
  type CompanyProfileDoc,
} from '@org/data';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useDataState } from '../data/data-state';
import { userDataKeys } from '../data/query-keys';
import { LogoField } from './LogoField';
import type { LogoEnvironment } from './logo/prepare-logo';

export interface CompanyDetailsFormProps {
  /** The stored details the form starts from; required. */
  initial: CompanyProfileDoc;
  /** Where images are decoded and drawn; default the browser's canvas (tests pass a stub). */
  logoEnvironment?: LogoEnvironment;
}

type Field = 'name' | 'location' | 'logo';
type Errors = Partial<Record<Field | 'form', string>>;

export const COMPANY_DETAILS_MESSAGES = {
  saved: 'Company details saved.',
  failedTitle: 'Company details not saved',
} as const;

const isField = (path: string): path is Field =>
  path === 'name' || path === 'location' || path === 'logo';

/**
 * Company name, location and logo, saved together to the company profile (the PDF reports read it).
 * A successful save updates the cached profile, so every screen shows the new details at once.
 */
export function CompanyDetailsForm({ initial, logoEnvironment }: CompanyDetailsFormProps) {
  const { ctx } = useDataState();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<CompanyProfileDoc>(initial);
  const [values, setValues] = useState<CompanyProfileDoc>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const { name, location, logo } = values;

  const dirty = name !== saved.name || location !== saved.location || logo !== saved.logo;

  // An edit clears the field's error and the form's.
  const edit = <K extends Field>(field: K, value: CompanyProfileDoc[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _removed, form: _form, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ctx) {
      setErrors({ form: DATA_ERROR_MESSAGES['not-ready'] });
      notifications.show({
        color: 'red',
        title: COMPANY_DETAILS_MESSAGES.failedTitle,
        message: DATA_ERROR_MESSAGES['not-ready'],
      });
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const profile = await saveCompanyProfile(ctx, { name, location, logo });
      queryClient.setQueryData(userDataKeys.companyProfile(ctx.uid), profile);
      const stored = { name: profile.name, location: profile.location, logo: profile.logo };
      setSaved(stored);
      // The store trims the text; show what was kept.
      setValues(stored);
      notifications.show({ color: 'green', message: COMPANY_DETAILS_MESSAGES.saved });
    } catch (caught) {
      const message = isDataError(caught) ? caught.message : DATA_ERROR_MESSAGES.unknown;
      if (!isDataError(caught) || caught.code !== 'validation') {
        console.error('The company details could not be saved.', caught);
      }
      const fieldErrors: Errors = {};
      if (isDataError(caught) && caught.code === 'validation') {
        for (const issue of caught.issues) {
          if (isField(issue.path)) fieldErrors[issue.path] ??= issue.message;
        }
      }
      setErrors(Object.keys(fieldErrors).length > 0 ? fieldErrors : { form: message });
      notifications.show({ color: 'red', title: COMPANY_DETAILS_MESSAGES.failedTitle, message });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Company details">
      <Stack gap="md">
        <TextInput
          label="Company name"
          value={name}
          maxLength={COMPANY_NAME_MAX}
          autoComplete="organization"
          onChange={(event) => edit('name', event.currentTarget.value)}
          error={errors.name}
        />
        <TextInput
          label="Location"
          description="City and country, or an address, as it should appear on reports."
          value={location}
          maxLength={COMPANY_LOCATION_MAX}
          autoComplete="address-level2"
          onChange={(event) => edit('location', event.currentTarget.value)}
          error={errors.location}
        />
        <LogoField
          value={logo}
          onChange={(next) => edit('logo', next)}
          error={errors.logo ?? null}
          disabled={saving}
          {...(logoEnvironment ? { environment: logoEnvironment } : {})}
        />
        {errors.form ? (
          <Alert color="red" role="alert" title={COMPANY_DETAILS_MESSAGES.failedTitle}>
            {errors.form}
          </Alert>
        ) : null}
        <Group gap="sm" justify="flex-end">
          {dirty ? (
            <Text size="sm" c="dimmed" mr="auto">
              You have unsaved changes.
            </Text>
          ) : null}
          {dirty ? (
            <Button
              variant="default"
              disabled={saving}
              onClick={() => {
                setValues(saved);
                setErrors({});
              }}
            >
              Discard changes
            </Button>
          ) : null}
          <Button type="submit" loading={saving}>
            Save company details
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
