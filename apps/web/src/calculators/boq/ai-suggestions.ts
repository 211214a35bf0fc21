import type { UnitSystem } from '@org/hvac-core/units';
import type {
  BoqAiSuggestion,
  BoqDraft,
  SavedCalculation,
  loadBoqAiSuggestions,
} from '@org/hvac-core/boq';
import {
  AgentPlatformBackend,
  GoogleAIBackend,
  Schema,
  getAI,
  getGenerativeModel,
} from 'firebase/ai';
import { loadFirebase } from '../../auth/firebase-loader';
import type { AiLogicConfig } from '../../ai-logic-config';

/**
 * Missing bill items suggested by Gemini through Firebase AI Logic (`firebase/ai`, in the cloud).
 * The panel loads this module when the user asks, so that neither it nor the SDK is in any route's
 * bundle. The answer is asked for as JSON in a schema, then checked with hvac-core's zod schema:
 * nothing the model says reaches the bill until the user accepts a suggestion.
 */

/** Why a request gave no suggestions. */
export type AiSuggestionsFailure =
  'invalid' | 'timeout' | 'cancelled' | 'network' | 'http' | 'blocked' | 'setup';

/** A failed request, with a message for the user. */
export class AiSuggestionsError extends Error {
  readonly kind: AiSuggestionsFailure;
  constructor(kind: AiSuggestionsFailure, message: string) {
    super(message);
    this.name = 'AiSuggestionsError';
    this.kind = kind;
  }
}

export const INVALID_ANSWER_MESSAGE = 'The AI answer could not be read; nothing was changed.';

/** hvac-core's prompt summary, answer schema and mapping, as `loadBoqAiSuggestions()` gives them. */
export type BoqAiEngine = Awaited<ReturnType<typeof loadBoqAiSuggestions>>;

export interface AiSuggestionsRequest {
  /** The checked AI Logic config (env.ts). */
  readonly config: AiLogicConfig;
  /**
   * hvac-core's AI side, loaded by the caller: importing '@org/hvac-core/boq' here would split the
   * engine out of the BoQ route's chunk into a shared one.
   */
  readonly engine: BoqAiEngine;
  /** The built-in suggestions engine (derive.ts), whose quantities the model is given. */
  readonly derive: Parameters<BoqAiEngine['boqAiPromptSummary']>[2];
  /** The project's saved calculations, summarised for the model. */
  readonly calculations: readonly SavedCalculation[];
  /** The bill as it is now, summarised for the model (never changed here). */
  readonly draft: BoqDraft;
  /** Unit system of the quantities; default the bill's, else each calculation's own. */
  readonly unitSystem?: UnitSystem;
  /** Makes the suggestions' ids unique across requests. */
  readonly requestId: number;
  /** Aborts the request (the user's Cancel). */
  readonly signal?: AbortSignal;
}

/** The answer's shape for the model: a JSON array of items (checked again with zod on arrival). */
const ANSWER_SCHEMA = Schema.array({
  items: Schema.object({
    properties: {
      description: Schema.string(),
      quantity: Schema.number(),
      unit: Schema.string(),
      rate: Schema.number(),
      section: Schema.string(),
      reason: Schema.string(),
    },
    optionalProperties: ['rate', 'section'],
  }),
});

function errorCode(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return '';
}

function httpStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('customErrorData' in error))
    return undefined;
  const data = (error as { customErrorData?: { status?: unknown } }).customErrorData;
  return typeof data?.status === 'number' ? data.status : undefined;
}

function timeoutError(timeoutMs: number): AiSuggestionsError {
  return new AiSuggestionsError(
    'timeout',
    `The AI did not answer within ${Math.round(timeoutMs / 1000)} s; nothing was changed. Try again later.`,
  );
}

/** A user-facing error for whatever the SDK, the network or the answer threw. */
export function describeAiError(error: unknown, timeoutMs: number): AiSuggestionsError {
  if (error instanceof AiSuggestionsError) return error;
  if (error instanceof SyntaxError)
    return new AiSuggestionsError('invalid', INVALID_ANSWER_MESSAGE);
  const code = errorCode(error);
  if (error instanceof DOMException && error.name === 'AbortError') return timeoutError(timeoutMs);
  switch (code) {
    case 'fetch-error': {
      const status = httpStatus(error);
      return new AiSuggestionsError(
        'http',
        `The AI service answered with an error${status === undefined ? '' : ` (HTTP ${status})`}; ` +
          'nothing was changed. Try again later.',
      );
    }
    case 'api-not-enabled':
      return new AiSuggestionsError(
        'setup',
        'Firebase AI Logic is not enabled for this Firebase project; nothing was changed. Enable it ' +
          'in the Firebase console (AI Logic).',
      );
    case 'no-api-key':
    case 'no-project-id':
    case 'no-app-id':
    case 'no-model':
      return new AiSuggestionsError(
        'setup',
        'The Firebase configuration lacks what AI Logic needs (API key, project id, app id or ' +
          'model); nothing was changed.',
      );
    case 'response-error':
      return new AiSuggestionsError(
        'blocked',
        'The AI gave no answer (it may have been blocked by its safety filters); nothing was changed.',
      );
    case 'parse-failed':
    case 'invalid-content':
      return new AiSuggestionsError('invalid', INVALID_ANSWER_MESSAGE);
    default:
      return new AiSuggestionsError(
        'network',
        'The AI service could not be reached; nothing was changed. Check the connection and try again.',
      );
  }
}

/** Asks the model; its answer as checked suggestions, or throws a raw error. */
async function ask(request: AiSuggestionsRequest, signal: AbortSignal): Promise<BoqAiSuggestion[]> {
  const { config, engine } = request;
  const { app } = await loadFirebase();
  const ai = getAI(app, {
    backend:
      config.backend === 'vertexAI'
        ? new AgentPlatformBackend(config.location)
        : new GoogleAIBackend(),
  });
  const model = getGenerativeModel(
    ai,
    {
      model: config.model,
      systemInstruction: engine.BOQ_AI_INSTRUCTIONS,
      generationConfig: {
        responseMimeType: 'application/json',
        responseSchema: ANSWER_SCHEMA,
        temperature: 0.2,
      },
    },
    { timeout: config.timeoutMs },
  );
  const prompt = engine.boqAiPromptSummary(
    request.calculations,
    request.draft,
    request.derive,
    request.unitSystem ? { unitSystem: request.unitSystem } : {},
  );
  const result = await model.generateContent(prompt, { signal, timeout: config.timeoutMs });
  const text = result.response.text();
  const parsed = engine.BoqAiSuggestionsSchema.safeParse(JSON.parse(text) as unknown);
  if (!parsed.success) throw new AiSuggestionsError('invalid', INVALID_ANSWER_MESSAGE);
  return engine.boqSuggestionsFromAi(parsed.data, {
    model: config.model,
    requestId: request.requestId,
  });
}

/**
 * Missing items for the bill, suggested by the configured model from a summary of the project's
 * calculations and the bill's items. Bounded by `config.timeoutMs` from the call; aborted by
 * `signal`.
 *
 * @throws AiSuggestionsError - invalid answer, timeout, cancelled, network or HTTP error, a blocked
 *   answer, or a project without AI Logic; its message is for the user.
 */
export async function requestAiSuggestions(
  request: AiSuggestionsRequest,
): Promise<BoqAiSuggestion[]> {
  const { timeoutMs } = request.config;
  const controller = new AbortController();
  const cancel = () =>
    controller.abort(new AiSuggestionsError('cancelled', 'Cancelled; nothing was changed.'));
  if (request.signal?.aborted) cancel();
  request.signal?.addEventListener('abort', cancel, { once: true });
  const timer = setTimeout(() => controller.abort(timeoutError(timeoutMs)), timeoutMs);
  const stopped = new Promise<never>((_resolve, reject) => {
    const stop = () => reject(describeAiError(controller.signal.reason, timeoutMs));
    if (controller.signal.aborted) stop();
    else controller.signal.addEventListener('abort', stop, { once: true });
  });
  stopped.catch(() => undefined);
  const asked = ask(request, controller.signal);
  asked.catch(() => undefined); // A late failure after a timeout or cancel has nobody to tell.
  try {
    return await Promise.race([asked, stopped]);
  } catch (error) {
    if (controller.signal.aborted) throw describeAiError(controller.signal.reason, timeoutMs);
    throw describeAiError(error, timeoutMs);
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', cancel);
  }
}
