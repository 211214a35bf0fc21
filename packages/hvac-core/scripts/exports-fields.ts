/** package.json's entry-point fields from the list of subpaths (used by sync-exports.ts). */

type Entry = { types: string; default: string };

/** `src/duct/index.ts` → `./dist/duct/index` (the built file without its extension). */
function built(source: string): string {
  if (!/^src\/.+\.ts$/.test(source)) {
    throw new Error(`tsup.config.ts: "${source}" must be a .ts file under src/.`);
  }
  return `./dist/${source.slice('src/'.length, -'.ts'.length)}`;
}

/** The package.json fields that follow from the subpath list. */
export function generatedFields(list: Readonly<Record<string, string>>) {
  const exports: Record<string, Entry | string> = {};
  const typesVersions: Record<string, string[]> = {};
  for (const [name, source] of Object.entries(list)) {
    const file = built(source);
    exports[name === 'index' ? '.' : `./${name}`] = {
      types: `${file}.d.ts`,
      default: `${file}.js`,
    };
    if (name !== 'index') typesVersions[name] = [`${file}.d.ts`];
  }
  exports['./package.json'] = './package.json';
  const root = built(list.index ?? 'src/index.ts');
  return {
    main: `${root}.js`,
    types: `${root}.d.ts`,
    exports,
    typesVersions: { '*': typesVersions },
  };
}
