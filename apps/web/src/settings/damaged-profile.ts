import type { DamagedCompanyProfile } from '@org/data';

export const DAMAGED_PROFILE_FILE_NAME = 'damaged-company-profile.json';

/**
 * The JSON saved when the user downloads a damaged company profile: what was stored, exactly, and
 * why it could not be read, so it can be repaired or re-entered. Dates become ISO strings.
 */
export function damagedProfileJson(record: DamagedCompanyProfile): string {
  return `${JSON.stringify(
    {
      damaged: true,
      kind: 'company-profile',
      id: record.id,
      issues: record.issues,
      raw: record.raw,
    },
    null,
    2,
  )}\n`;
}

/** "logo: The logo must be …" — one line per problem, for the screen. */
export function describeIssues(record: DamagedCompanyProfile): string[] {
  return record.issues.map((issue) =>
    issue.path ? `${issue.path}: ${issue.message}` : issue.message,
  );
}
