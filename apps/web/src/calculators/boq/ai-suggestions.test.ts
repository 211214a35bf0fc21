import { deriveBoqSuggestions, loadBoqAiSuggestions, type BoqDraft } from '@org/hvac-core/boq';
import type * as FirebaseAiModule from 'firebase/ai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AiSuggestionsError,
  INVALID_ANSWER_MESSAGE,
  describeAiError,
  requestAiSuggestions,
  type BoqAiEngine,
} from './ai-suggestions';

type FirebaseAi = typeof FirebaseAiModule;

const sdk = vi.hoisted(() => ({
  generateContent: vi.fn(),
  getGenerativeModel: vi.fn(),
  getAI: vi.fn(),
  backends: [] as string[],
}));

vi.mock('firebase/ai', async (importOriginal) => {
  const original = await importOriginal<FirebaseAi>();
  return {
    Schema: original.Schema,
    getAI: sdk.getAI,
    getGenerativeModel: sdk.getGenerativeModel,
    GoogleAIBackend: class {
      constructor() {
        sdk.backends.push('googleAI');
      }
    },
    AgentPlatformBackend: class {
      constructor(location?: string) {
        sdk.backends.push(`vertexAI:${location ?? 'default'}`);
      }
    },
  };
});
vi.mock('../../auth/firebase-loader', () => ({
  loadFirebase: () => Promise.resolve({ app: { name: '[DEFAULT]' } }),
}));

const CONFIG = { backend: 'googleAI', model: 'gemini-2.5-flash', timeoutMs: 3000 } as const;
const DRAFT: BoqDraft = {
  currency: 'USD',
  items: [{ id: 'i1', description: 'Ductwork', quantity: 450, unit: 'lb', rate: 9.5 }],
};

let engine: BoqAiEngine;

function answer(text: string) {
  return { response: { text: () => text } };
}

async function ask(signal?: AbortSignal) {
  return requestAiSuggestions({
    config: CONFIG,
    engine,
    derive: deriveBoqSuggestions,
    calculations: [],
    draft: DRAFT,
    requestId: 7,
    ...(signal ? { signal } : {}),
  });
}

beforeEach(async () => {
  engine = await loadBoqAiSuggestions();
  sdk.backends.length = 0;
  sdk.generateContent.mockReset();
  sdk.getAI.mockReset().mockReturnValue({});
  sdk.getGenerativeModel.mockReset().mockReturnValue({ generateContent: sdk.generateContent });
});

describe('requestAiSuggestions', () => {
  it('asks for JSON in a schema, with the summary, and maps a valid answer', async () => {
    sdk.generateContent.mockResolvedValue(
      answer(
        JSON.stringify([
          { description: 'Volume dampers', quantity: 4, unit: 'no.', reason: 'One per branch.' },
        ]),
      ),
    );
    const suggestions = await ask();
    expect(suggestions).toEqual([
      expect.objectContaining({
        id: 'ai:7:0',
        description: 'Volume dampers',
        quantity: 4,
        reason: 'One per branch.',
        source: { type: 'AI', model: 'gemini-2.5-flash', name: 'AI (gemini-2.5-flash)' },
      }),
    ]);
    expect(sdk.backends).toEqual(['googleAI']);
    const [, params, options] = sdk.getGenerativeModel.mock.calls[0] as [
      unknown,
      { model: string; generationConfig: { responseMimeType: string; responseSchema: unknown } },
      { timeout: number },
    ];
    expect(params.model).toBe('gemini-2.5-flash');
    expect(params.generationConfig.responseMimeType).toBe('application/json');
    expect(params.generationConfig.responseSchema).toMatchObject({ type: 'array' });
    expect(options.timeout).toBe(3000);
    const [prompt, single] = sdk.generateContent.mock.calls[0] as [string, { timeout: number }];
    expect(prompt).toContain('1. Ductwork: 450 lb at 9.5');
    expect(single.timeout).toBe(3000);
  });

  it('uses the Vertex AI backend in its location', async () => {
    sdk.generateContent.mockResolvedValue(answer('[]'));
    await requestAiSuggestions({
      config: { ...CONFIG, backend: 'vertexAI', location: 'europe-west1' },
      engine,
      derive: deriveBoqSuggestions,
      calculations: [],
      draft: DRAFT,
      requestId: 1,
    });
    expect(sdk.backends).toEqual(['vertexAI:europe-west1']);
  });

  it.each([
    ['text that is not JSON', 'Here are some items: dampers'],
    ['JSON of another shape', JSON.stringify({ items: [] })],
    ['an item without a reason', JSON.stringify([{ description: 'x', quantity: 1, unit: 'no.' }])],
  ])('reports %s as unreadable', async (_name, text) => {
    sdk.generateContent.mockResolvedValue(answer(text));
    await expect(ask()).rejects.toMatchObject({ kind: 'invalid', message: INVALID_ANSWER_MESSAGE });
  });

  it('times out after timeoutMs even if the SDK never answers', async () => {
    vi.useFakeTimers();
    try {
      sdk.generateContent.mockReturnValue(new Promise(() => undefined));
      const pending = ask();
      const settled = expect(pending).rejects.toMatchObject({
        kind: 'timeout',
        message: 'The AI did not answer within 3 s; nothing was changed. Try again later.',
      });
      await vi.advanceTimersByTimeAsync(3000);
      await settled;
      // The SDK was given the same bound and an abort signal.
      const [, single] = sdk.generateContent.mock.calls[0] as [string, { signal: AbortSignal }];
      expect(single.signal.aborted).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops when cancelled', async () => {
    sdk.generateContent.mockReturnValue(new Promise(() => undefined));
    const controller = new AbortController();
    const pending = ask(controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'cancelled' });
  });
});

describe('describeAiError', () => {
  const fetchError = (status: number) =>
    Object.assign(new Error('AI: Error fetching … (AI/fetch-error)'), {
      code: 'fetch-error',
      customErrorData: { status },
    });

  it.each([
    [fetchError(500), 'http', 'The AI service answered with an error (HTTP 500)'],
    [{ code: 'api-not-enabled' }, 'setup', 'Firebase AI Logic is not enabled'],
    [{ code: 'no-app-id' }, 'setup', 'lacks what AI Logic needs'],
    [{ code: 'response-error' }, 'blocked', 'The AI gave no answer'],
    [new SyntaxError('Unexpected token'), 'invalid', INVALID_ANSWER_MESSAGE],
    [new DOMException('Timeout has expired.', 'AbortError'), 'timeout', 'within 3 s'],
    [
      { code: 'error', message: 'Error fetching: Failed to fetch' },
      'network',
      'could not be reached',
    ],
  ])('describes %o', (error, kind, text) => {
    const described = describeAiError(error, 3000);
    expect(described).toBeInstanceOf(AiSuggestionsError);
    expect(described.kind).toBe(kind);
    expect(described.message).toContain(text);
    expect(described.message).toContain('nothing was changed');
  });
});
