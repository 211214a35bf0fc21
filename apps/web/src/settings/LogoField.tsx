import { Box, Button, FileButton, Group, Image, Input, Loader, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import {
  formatFileSize,
  LOGO_ACCEPT,
  LOGO_BOX,
  LOGO_FORMATS_TEXT,
  LOGO_INPUT_MAX_BYTES,
} from './logo/logo-rules';
import {
  browserLogoEnvironment,
  LogoError,
  prepareLogo,
  type LogoEnvironment,
} from './logo/prepare-logo';

export interface LogoFieldProps {
  /** The logo as a data URL, or null for none; required. */
  value: string | null;
  /** Called with the prepared logo's data URL, or null when removed; required. */
  onChange: (value: string | null) => void;
  /** A message from saving (the store refused the logo); default none. */
  error?: string | null;
  /** Disables the buttons while the form saves; default false. */
  disabled?: boolean;
  /** Where images are decoded and drawn; default the browser's canvas (tests pass a stub). */
  environment?: LogoEnvironment;
}

const DESCRIPTION_ID = 'company-logo-description';
const ERROR_ID = 'company-logo-error';

/**
 * The company logo: a preview, a button to choose a file (checked, downscaled and re-encoded before
 * it is kept, see prepare-logo.ts) and a button to remove it. The change is kept in the form until
 * it is saved.
 */
export function LogoField({
  value,
  onChange,
  error = null,
  disabled = false,
  environment = browserLogoEnvironment,
}: LogoFieldProps) {
  const [processing, setProcessing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  /** What became of the last file chosen, until the value changes otherwise. */
  const [prepared, setPrepared] = useState<{ dataUrl: string; text: string } | null>(null);
  const resetRef = useRef<() => void>(null);
  const uploadRef = useRef<HTMLButtonElement>(null);
  const message = problem ?? error;

  const choose = async (file: File | null) => {
    // Cleared so choosing the same file again (after fixing it) fires a change.
    resetRef.current?.();
    if (!file) return;
    setProblem(null);
    setProcessing(true);
    try {
      const logo = await prepareLogo(file, environment);
      setPrepared({
        dataUrl: logo.dataUrl,
        text: `Ready: ${logo.width} × ${logo.height} pixels, ${logo.format.toUpperCase()}. Save to keep it.`,
      });
      onChange(logo.dataUrl);
    } catch (caught) {
      if (!(caught instanceof LogoError)) console.error('The logo could not be prepared.', caught);
      setProblem(
        caught instanceof LogoError
          ? caught.message
          : 'The image could not be processed. Try another file.',
      );
    } finally {
      setProcessing(false);
    }
  };

  return (
    <Stack gap="xs" role="group" aria-labelledby="company-logo-label">
      <div>
        <Input.Label labelElement="div" id="company-logo-label">
          Logo
        </Input.Label>
        <Input.Description id={DESCRIPTION_ID}>
          {LOGO_FORMATS_TEXT}, up to {formatFileSize(LOGO_INPUT_MAX_BYTES)}. It is resized to fit{' '}
          {LOGO_BOX.width} × {LOGO_BOX.height} pixels and appears on the reports you export.
        </Input.Description>
      </div>
      <Group align="center" gap="md" wrap="wrap">
        <Box
          w={200}
          h={100}
          p={6}
          style={{
            border: '1px solid var(--mantine-color-default-border)',
            borderRadius: 'var(--mantine-radius-sm)',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            // A checkerboard would hide nothing; white shows a transparent logo as on a report.
            background: value ? '#fff' : undefined,
          }}
        >
          {processing ? (
            <Loader size="sm" role="status" aria-label="Preparing the logo" />
          ) : value ? (
            <Image src={value} alt="Company logo preview" fit="contain" mah="100%" maw="100%" />
          ) : (
            <Text size="sm" c="dimmed">
              No logo
            </Text>
          )}
        </Box>
        <Group gap="sm">
          <FileButton
            onChange={(file) => void choose(file)}
            accept={LOGO_ACCEPT}
            resetRef={resetRef}
            disabled={disabled || processing}
            inputProps={{ 'aria-label': 'Logo file' }}
          >
            {(props) => (
              <Button
                {...props}
                ref={uploadRef}
                variant="default"
                disabled={disabled || processing}
                aria-describedby={message ? `${DESCRIPTION_ID} ${ERROR_ID}` : DESCRIPTION_ID}
              >
                {value ? 'Replace logo' : 'Upload logo'}
              </Button>
            )}
          </FileButton>
          {value ? (
            <Button
              variant="subtle"
              color="red"
              disabled={disabled || processing}
              onClick={() => {
                setProblem(null);
                onChange(null);
                // This button goes away with the logo: keep the keyboard focus in the field.
                uploadRef.current?.focus();
              }}
            >
              Remove logo
            </Button>
          ) : null}
        </Group>
      </Group>
      {prepared && prepared.dataUrl === value && !message ? (
        <Text size="xs" c="dimmed" role="status">
          {prepared.text}
        </Text>
      ) : null}
      {message ? (
        <Input.Error id={ERROR_ID} role="alert">
          {message}
        </Input.Error>
      ) : null}
    </Stack>
  );
}
