/**
 * The checks `pnpm deploy:marketing` runs before and after it builds, as plain functions so they are
 * tested without a network or a Firebase project. Hosting serves one release for the whole origin
 * (marketing at the root, the web app under `/app/`), so publishing the site also publishes the app
 * beside it: these checks refuse a release whose app would run in local mode, on the wrong project, or
 * whose pages would point at a local address.
 */

/** What the deploy reads from its environment and command line. */
export interface DeploySettings {
  /** The Firebase project to deploy to: `--project <id>` or `FIREBASE_PROJECT`. */
  project: string | undefined;
  /** The site's public origin, for canonical URLs, the sitemap and the feed. */
  siteUrl: string | undefined;
  /** The web app's Firebase web config, a JSON string; without it the app would run in local mode. */
  firebaseConfig: string | undefined;
  /** Credentials the Firebase CLI accepts without a browser: a service-account key file or a CI token. */
  credentialsFile: string | undefined;
  ciToken: string | undefined;
  /** Whether the Firebase CLI reports a signed-in user (`firebase login`). */
  cliSignedIn: boolean;
}

/**
 * The settings from the environment and `argv` (`--project <id>` wins over `FIREBASE_PROJECT`).
 * `cliSignedIn` is left false; the caller asks the CLI when no other credentials are set.
 */
export function readDeploySettings(
  env: Record<string, string | undefined>,
  argv: readonly string[],
): DeploySettings {
  const flag = argv.indexOf('--project');
  const fromFlag = flag >= 0 ? argv[flag + 1] : undefined;
  return {
    project: fromFlag ?? env.FIREBASE_PROJECT,
    siteUrl: env.SITE_URL,
    firebaseConfig: env.VITE_FIREBASE_CONFIG,
    credentialsFile: env.GOOGLE_APPLICATION_CREDENTIALS,
    ciToken: env.FIREBASE_TOKEN,
    cliSignedIn: false,
  };
}

/**
 * Everything missing or wrong before a deploy may start, each with its fix; empty when it may go.
 *
 * @param fileExists - Whether a path exists (the credentials file), injected for tests.
 * @param needCredentials - False for a dry run, which builds and checks but uploads nothing.
 */
export function deployProblems(
  settings: DeploySettings,
  fileExists: (path: string) => boolean,
  needCredentials = true,
): string[] {
  const problems: string[] = [];
  const { project, siteUrl, firebaseConfig } = settings;

  if (!project) {
    problems.push(
      'No Firebase project: pass --project <project-id> or set FIREBASE_PROJECT (the id in the Firebase console).',
    );
  } else if (project.startsWith('demo-')) {
    problems.push(
      `"${project}" is the local emulators' demo project, which cannot be deployed to: pass the real project id.`,
    );
  }

  if (!siteUrl) {
    problems.push(
      'No SITE_URL: set it to the public address, such as SITE_URL=https://www.example.com (canonical URLs, sitemap and feed use it).',
    );
  } else {
    let url: URL | undefined;
    try {
      url = new URL(siteUrl);
    } catch {
      problems.push(`SITE_URL "${siteUrl}" is not a URL: write it like https://www.example.com.`);
    }
    if (url && url.protocol !== 'https:') {
      problems.push(`SITE_URL "${siteUrl}" must start with https://.`);
    }
    if (url && /^(localhost|127\.|0\.0\.0\.0|\[::1\])/.test(url.hostname)) {
      problems.push(`SITE_URL "${siteUrl}" is a local address: set the public one.`);
    }
  }

  if (!firebaseConfig) {
    problems.push(
      'No VITE_FIREBASE_CONFIG: the web app published beside the site would run in local mode. Set it to the Firebase web config as JSON (Project settings → Your apps → Config).',
    );
  } else {
    let config: unknown;
    try {
      config = JSON.parse(firebaseConfig);
    } catch {
      problems.push('VITE_FIREBASE_CONFIG is not valid JSON: paste the config object as JSON.');
    }
    if (config !== undefined) {
      const fields = typeof config === 'object' && config !== null ? config : {};
      const missing = ['apiKey', 'authDomain', 'projectId', 'appId'].filter(
        (key) => typeof (fields as Record<string, unknown>)[key] !== 'string',
      );
      if (missing.length > 0) {
        problems.push(`VITE_FIREBASE_CONFIG lacks ${missing.join(', ')}: paste the whole config.`);
      }
      const configProject = (fields as Record<string, unknown>).projectId;
      if (project && typeof configProject === 'string' && configProject !== project) {
        problems.push(
          `VITE_FIREBASE_CONFIG is for project "${configProject}" but the deploy goes to "${project}": use one project for both.`,
        );
      }
    }
  }

  if (settings.credentialsFile) {
    if (!fileExists(settings.credentialsFile)) {
      problems.push(
        `GOOGLE_APPLICATION_CREDENTIALS names ${settings.credentialsFile}, which does not exist.`,
      );
    }
  } else if (needCredentials && !settings.ciToken && !settings.cliSignedIn) {
    problems.push(
      'No Firebase credentials: run `pnpm exec firebase login` once, or set GOOGLE_APPLICATION_CREDENTIALS to a service-account key file (CI).',
    );
  }
  return problems;
}

/**
 * Checks of the built release before it is uploaded: the pages name the public origin, not a local
 * one, and the web app carries the production Firebase config.
 *
 * @param sitemap - `sitemap.xml` as built.
 * @param appScripts - The text of the web app's built JavaScript files.
 * @returns Problems found, each with its fix; empty when the release may go.
 */
export function releaseProblems(
  sitemap: string | undefined,
  appScripts: readonly string[],
  settings: Pick<DeploySettings, 'siteUrl' | 'project'>,
): string[] {
  const problems: string[] = [];
  if (sitemap === undefined) {
    problems.push('The marketing build wrote no sitemap.xml: the build did not finish.');
  } else {
    const origin = settings.siteUrl ? new URL(settings.siteUrl).origin : undefined;
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
    if (locs.length === 0 || (origin && locs.some((loc) => !loc.startsWith(`${origin}/`)))) {
      problems.push(`The sitemap does not list the pages at ${origin}: rebuild with SITE_URL set.`);
    }
  }
  if (appScripts.length === 0) {
    problems.push('The web app build has no JavaScript: the app build did not finish.');
  } else if (
    settings.project &&
    !appScripts.some((script) => script.includes(settings.project as string))
  ) {
    problems.push(
      `The built web app does not carry project "${settings.project}": it would run in local mode. Rebuild it with VITE_FIREBASE_CONFIG set.`,
    );
  }
  return problems;
}
