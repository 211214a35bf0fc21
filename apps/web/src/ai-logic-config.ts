import { z } from 'zod';
import { env, type AiLogicSetting } from './env';

/** Default bound of one AI request, ms. */
export const DEFAULT_AI_TIMEOUT_MS = 30_000;

/**
 * Firebase AI Logic settings (env.ts describes where they come from): which Gemini API, which
 * model, the Vertex AI location, and how long one request may take.
 */
export const AiLogicConfigSchema = z.object({
  backend: z.enum(['googleAI', 'vertexAI']),
  model: z.string().trim().min(1).max(200),
  location: z.string().trim().min(1).max(100).optional(),
  timeoutMs: z.number().int().min(1000).max(300_000).default(DEFAULT_AI_TIMEOUT_MS),
});

/** Valid Firebase AI Logic settings, with the default timeout filled in. */
export type AiLogicConfig = z.output<typeof AiLogicConfigSchema>;

/**
 * Checks an AI Logic config (already parsed from JSON); null, with a warning that names the first
 * wrong field, when it is not valid.
 */
export function parseAiLogicConfig(value: unknown, source: string): AiLogicConfig | null {
  const parsed = AiLogicConfigSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field =
    issue && issue.path.length > 0 ? ` (${issue.path.join('.')}: ${issue.message})` : '';
  console.warn(
    `${source} is not a valid AI Logic config${field}; expected { backend: 'googleAI' | ` +
      `'vertexAI', model, location?, timeoutMs? }. AI suggestions stay off.`,
  );
  return null;
}

const checked = new WeakMap<AiLogicSetting, AiLogicConfig | null>();

/**
 * The AI Logic config of this run (env.ts), checked once: null when there is none or it is not
 * valid (with a warning, the first time).
 */
export function aiLogicConfig(setting: AiLogicSetting | null = env.aiLogic): AiLogicConfig | null {
  if (setting === null) return null;
  let config = checked.get(setting);
  if (config === undefined) {
    config = parseAiLogicConfig(setting.value, setting.source);
    checked.set(setting, config);
  }
  return config;
}
