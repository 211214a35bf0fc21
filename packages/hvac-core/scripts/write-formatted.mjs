import { writeFileSync } from 'node:fs';

/**
 * Writes a generated source file, formatted with the repository's Prettier config when Prettier
 * resolves, so that re-running a generator gives the same bytes; unformatted (with a warning)
 * where it does not.
 */
export async function writeFormatted(filePath, source) {
  let text = source;
  try {
    const prettier = await import('prettier');
    const options = (await prettier.resolveConfig(filePath)) ?? {};
    text = await prettier.format(source, { ...options, filepath: filePath });
  } catch (error) {
    console.warn(
      `Prettier unavailable (${error instanceof Error ? error.message : String(error)}); writing unformatted.`,
    );
  }
  writeFileSync(filePath, text);
}
