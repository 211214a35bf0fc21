import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * The editors' safety net, tested end to end: each case copies this app into a temporary folder,
 * changes one content file the way an editor might get it wrong, and runs Astro on the copy. A broken
 * entry must stop the build with a message that names the file and says what is wrong; HTML in a
 * post must come out sanitised.
 */

const APP = fileURLToPath(new URL('..', import.meta.url));
const fixtures: string[] = [];

/** A copy of the app (sources, content, config) whose node_modules links to this app's packages. */
async function fixture(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'marketing-build-'));
  fixtures.push(dir);
  for (const name of ['src', 'public', 'astro.config.mjs', 'tsconfig.json', 'package.json']) {
    await cp(join(APP, name), join(dir, name), {
      recursive: true,
      filter: (source) => !source.endsWith('.test.ts'),
    });
  }
  // Links per package, not one link for the folder: Astro and Vite keep their caches in the fixture's
  // own node_modules, apart from the real build's.
  await mkdir(join(dir, 'node_modules'));
  for (const entry of await readdir(join(APP, 'node_modules'))) {
    if (!entry.startsWith('.'))
      await symlink(join(APP, 'node_modules', entry), join(dir, 'node_modules', entry));
  }
  return dir;
}

interface RunResult {
  ok: boolean;
  output: string;
}

/** Runs `astro <command>` in `dir` and returns whether it succeeded and what it printed. */
function astro(dir: string, command: 'build' | 'sync'): Promise<RunResult> {
  const bin = join(dir, 'node_modules', 'astro', 'bin', 'astro.mjs');
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [bin, command],
      {
        cwd: dir,
        env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0' },
        timeout: 90_000,
        maxBuffer: 16 * 1024 * 1024,
      },
      (error, stdout, stderr) => resolve({ ok: !error, output: `${stdout}\n${stderr}` }),
    );
  });
}

const POST = (frontMatter: string, body = 'A short body with enough words to read.') =>
  `---\n${frontMatter}\n---\n\n${body}\n`;

const VALID_FRONT_MATTER = [
  'title: Sizing a condensate drain for a cooling coil',
  'description: How much water a cooling coil removes, and how to size the drain, trap and pan that carry it away safely.',
  'date: 2026-11-20',
  'author: HVAC Workbench engineering team',
  'tags: [condensate, cooling coils]',
].join('\n');

afterAll(async () => {
  await Promise.all(fixtures.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('a build with editors’ mistakes', { timeout: 120_000 }, () => {
  it('stops on broken front matter, naming the file', async () => {
    const dir = await fixture();
    await writeFile(
      join(dir, 'src/content/blog/broken.md'),
      POST(`${VALID_FRONT_MATTER}\ntitle: "unclosed`),
    );
    const result = await astro(dir, 'sync');
    expect(result.ok).toBe(false);
    expect(result.output).toContain('src/content/blog/broken.md');
  });

  it('stops on a missing required field, naming the field', async () => {
    const dir = await fixture();
    await writeFile(
      join(dir, 'src/content/blog/no-title.md'),
      POST(VALID_FRONT_MATTER.replace(/^title: .*\n/, '')),
    );
    const result = await astro(dir, 'sync');
    expect(result.ok).toBe(false);
    expect(result.output).toContain('blog → no-title data does not match collection schema');
    expect(result.output).toContain('title: title is required');
  });

  it('stops on a duplicate slug, naming both files', async () => {
    const dir = await fixture();
    await writeFile(
      join(dir, 'src/content/blog/copy.md'),
      POST(`${VALID_FRONT_MATTER}\nslug: equal-friction-vs-velocity-duct-sizing`),
    );
    const result = await astro(dir, 'sync');
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/multiple entries with the same (slug|id)/i);
    expect(result.output).toContain('equal-friction-vs-velocity-duct-sizing');
    expect(result.output).toContain('src/content/blog/copy.md');
  });

  it('stops on a feature table that drops one of the eight features', async () => {
    const dir = await fixture();
    const table = await readFile(join(dir, 'src/content/features.yaml'), 'utf8');
    const start = table.indexOf('- id: acoustic-calculations');
    const end = table.indexOf('- id: ventilation-design');
    await writeFile(
      join(dir, 'src/content/features.yaml'),
      table.slice(0, start) + table.slice(end),
    );
    const result = await astro(dir, 'sync');
    expect(result.ok).toBe(false);
    expect(result.output).toContain(
      'src/content/features.yaml must list exactly these eight features, once each',
    );
    expect(result.output).toContain('missing "acoustic-calculations"');
  });

  it('stops on a feature entry with a bad field, naming the entry and the field', async () => {
    const dir = await fixture();
    const table = await readFile(join(dir, 'src/content/features.yaml'), 'utf8');
    await writeFile(
      join(dir, 'src/content/features.yaml'),
      table.replace('calculatorPath: /calculators/boq', 'calculatorPath: /calculators/bill'),
    );
    const result = await astro(dir, 'sync');
    expect(result.ok).toBe(false);
    expect(result.output).toContain(
      'features → bill-of-quantities data does not match collection schema',
    );
    expect(result.output).toContain("calculatorPath must be one of the app's calculator routes");
  });

  it('stops on a broken internal link, naming the page and the link', async () => {
    const dir = await fixture();
    await writeFile(
      join(dir, 'src/content/blog/condensate.md'),
      POST(VALID_FRONT_MATTER, 'Size the pump with [the pump feature](/features/pump-sizing).'),
    );
    const result = await astro(dir, 'build');
    expect(result.ok).toBe(false);
    expect(result.output).toContain('1 broken internal link');
    expect(result.output).toContain(
      'src/content/blog/condensate.md:9 (page /blog/condensate): "/features/pump-sizing" leads to /features/pump-sizing',
    );
    expect(result.output).not.toContain('src/integrations/');
  });

  it('stops on a date not written YYYY-MM-DD, naming the file, the field and the fix', async () => {
    const dir = await fixture();
    await writeFile(
      join(dir, 'src/content/blog/condensate.md'),
      POST(VALID_FRONT_MATTER.replace('date: 2026-11-20', 'date: 08/12/2026')),
    );
    const result = await astro(dir, 'sync');
    expect(result.ok).toBe(false);
    expect(result.output).toContain('src/content/blog/condensate.md');
    expect(result.output).toContain(
      'date: date must be written YYYY-MM-DD (year, month, day), such as 2026-12-08 for 8 December 2026; "08/12/2026"',
    );
  });

  it('stops on placeholder text in a body, naming the file and line; a draft may keep it', async () => {
    const dir = await fixture();
    const body = 'The drain carries the water away.\n\nLorem ipsum: TODO write the sizing steps.';
    await writeFile(join(dir, 'src/content/blog/condensate.md'), POST(VALID_FRONT_MATTER, body));
    await writeFile(
      join(dir, 'src/content/blog/condensate-draft.md'),
      POST(`${VALID_FRONT_MATTER}\ndraft: true`, body),
    );
    const result = await astro(dir, 'sync');
    expect(result.ok).toBe(false);
    expect(result.output).toContain(
      'src/content/blog/condensate.md has placeholder text in its body',
    );
    expect(result.output).toContain('src/content/blog/condensate.md:11: "TODO"');
    expect(result.output).not.toContain('condensate-draft.md');
  });
});

describe('a post with HTML in its Markdown', { timeout: 120_000 }, () => {
  it('is built, listed and sanitised: markup kept, scripts and handlers gone', async () => {
    const dir = await fixture();
    const body = [
      'Press <kbd>Ctrl</kbd> to read H<sub>2</sub>O. <script>document.title = "pwned"</script>',
      '',
      '<img src="/favicon.svg" alt="Logo" onerror="alert(1)">',
      '',
      '[a trap](javascript:alert(1)) and [the calculator](/heat-load)',
      '',
      '<iframe src="https://example.com/"></iframe>',
      '',
      '<div style="position:fixed" onclick="alert(2)">Boxed text</div>',
    ].join('\n');
    await cp(join(dir, 'public/social-card.png'), join(dir, 'src/content/blog/drain.png'));
    await writeFile(
      join(dir, 'src/content/blog/condensate.md'),
      POST(
        `${VALID_FRONT_MATTER}\ncover: { src: ./drain.png, alt: A condensate drain with its trap and vent }`,
        `${body}\n\n![The drain diagram](./drain.png)`,
      ),
    );
    const result = await astro(dir, 'build');
    expect(result.output).not.toMatch(/\[ERROR\]/);
    expect(result.ok, result.output).toBe(true);

    const html = await readFile(join(dir, 'dist/blog/condensate.html'), 'utf8');
    const article = html.slice(
      html.indexOf('<div class="prose post-body">'),
      html.indexOf('<aside class="post-cta"'),
    );
    expect(article).toContain('<kbd>Ctrl</kbd>');
    expect(article).toContain('H<sub>2</sub>O');
    expect(article).toContain('<img src="/favicon.svg" alt="Logo" />');
    expect(article).toContain('<a href="/heat-load">the calculator</a>');
    expect(article).toContain('Boxed text');
    expect(article).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|style=|pwned/i);

    // Images beside the post are optimised and carry their size; the cover becomes the social card.
    const images = [...html.matchAll(/<img [^>]*>/g)].map((match) => match[0]);
    expect(images.filter((img) => img.includes('/_astro/'))).toHaveLength(2);
    for (const img of images.filter((tag) => tag.includes('/_astro/'))) {
      expect(img).toMatch(/ width="\d+"/);
      expect(img).toMatch(/ height="\d+"/);
    }
    expect(html).toMatch(
      /<meta property="og:image" content="http:\/\/localhost:5000\/_astro\/[^"]+\.png"/,
    );

    // Newest first: the new post leads the blog index, the feed and the sitemap has it.
    const blog = await readFile(join(dir, 'dist/blog.html'), 'utf8');
    expect(blog.indexOf('/blog/condensate')).toBeLessThan(
      blog.indexOf('/blog/refrigerant-line-sizing'),
    );
    const feed = await readFile(join(dir, 'dist/rss.xml'), 'utf8');
    expect(feed).toContain('<link>http://localhost:5000/blog/condensate</link>');
    const sitemap = await readFile(join(dir, 'dist/sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>http://localhost:5000/blog/condensate</loc>');
  });
});
