import {
  Autocomplete,
  Badge,
  Button,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { ProjectIdSchema, type ProjectId } from '@org/data';
import {
  BOQ_UNIT_SYMBOLS,
  MAX_TABULATED_PRESSURE_CLASS_IN_WG,
  boqItemFromAiSuggestion,
  boqItemFromSuggestion,
  formatBoqAmount,
  formatBoqQuantity,
  isBoqAiSuggestion,
  resolveBoqCurrency,
  type BoqAiSuggestion,
  type BoqDraft,
  type BoqReviewSuggestion,
  type BoqSuggestion,
} from '@org/hvac-core/boq';
import { UnitInput } from '@org/ui';
import { memo, useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useProjectFiles } from '../../data/project-queries';
import { loadWithRetry } from '../../lazy/load-with-retry';
import { AiSuggestionsControl } from './AiSuggestionsControl';
import type { deriveBoqSuggestions } from './derive';
import {
  appendItems,
  sectionOptions,
  sectionsOf,
  type BoqItemDraft,
  type BoqSectionDraft,
} from './boq-draft';
import { draftNumber } from '../../calculator-kit/field-ui';
import { FileLink } from '../../project-sources/FileLink';
import { PanelCard } from '../../calculator-kit/PanelCard';
import { ProjectPicker } from '../../project-sources/ProjectPicker';
import { FailedWithRetry, ReadingCalculations } from '../../project-sources/SourcesStatus';
import { useLatestDraft } from '../../calculator-kit/use-latest-draft';
import { savedCalculationsOf, sourceInfo } from './project-calculations';
import { importEngine } from './load-engine';

export interface SuggestionsPanelProps {
  /** The bill; required. */
  value: BoqDraft;
  /** Called with the bill with an accepted suggestion added; required. */
  onChange: (next: BoqDraft) => void;
  /**
   * The project whose calculations are read: the saved file's project or `?projectId=`; when
   * absent the panel offers a project picker.
   */
  projectId?: string;
}

type Edit = {
  description: string;
  quantity: number | undefined;
  unit: string;
  rate: number | undefined;
};

/**
 * Built-in suggestions from the project's saved calculations (hvac-core, offline), each naming the
 * calculation it came from, and, when Firebase AI Logic is configured, suggestions asked of the AI
 * (marked AI, with its reason); each is accepted as is, edited first, or ignored. Nothing is added
 * to the bill without a click.
 */
export function SuggestionsPanel({ value, onChange, projectId }: SuggestionsPanelProps) {
  // The panel reads the bill's sections, currency and unit system; an edit of an item changes
  // none of them, so the suggestions are not drawn again on each keystroke in the bill (issue 23).
  // Accepting reads the bill as it is then.
  const { latest, edit } = useLatestDraft(value, onChange);
  const getDraft = useCallback(() => latest.current.value, [latest]);
  const sectionList = value.sections;
  const sections = useMemo(() => sectionsOf({ sections: sectionList }), [sectionList]);
  return (
    <SuggestionsView
      sections={sections}
      currencyCode={typeof value.currency === 'string' ? value.currency : ''}
      unitSystem={
        value.unitSystem === 'Metric' || value.unitSystem === 'Imperial'
          ? value.unitSystem
          : undefined
      }
      edit={edit}
      getDraft={getDraft}
      projectId={projectId}
    />
  );
}

interface SuggestionsViewProps {
  sections: readonly BoqSectionDraft[];
  currencyCode: string;
  unitSystem: 'Imperial' | 'Metric' | undefined;
  edit: (change: (draft: BoqDraft) => BoqDraft) => void;
  getDraft: () => BoqDraft;
  projectId: string | undefined;
}

const SuggestionsView = memo(function SuggestionsView({
  sections,
  currencyCode,
  unitSystem,
  edit,
  getDraft,
  projectId: fixedProject,
}: SuggestionsViewProps) {
  const [picked, setPicked] = useState('');
  const chosen = ProjectIdSchema.safeParse(fixedProject ?? picked);
  const projectId = chosen.success ? chosen.data : null;
  const files = useProjectFiles((projectId ?? '') as ProjectId, projectId !== null);

  const currency = resolveBoqCurrency(currencyCode);
  const currencyLabel = currency.code ?? currency.symbol;
  const [target, setTarget] = useState<string | null>(null);
  const targetSection =
    target !== null && (target === '' || sections.some((s) => s.id === target))
      ? target
      : (sections[0]?.id ?? '');
  const [accepted, setAccepted] = useState<ReadonlySet<string>>(new Set());
  const [ignored, setIgnored] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<{ id: string; edit: Edit } | null>(null);

  const [pressureClass, setPressureClass] = useState(String(MAX_TABULATED_PRESSURE_CLASS_IN_WG));
  const calculations = useMemo(
    () => (files.data ? savedCalculationsOf(files.data) : []),
    [files.data],
  );
  // The engine comes with the project's files, not with the bill (derive.ts). A failed load is
  // tried again (loadWithRetry, retryableImport): at once when a dropped connection comes back, so
  // a moment offline does not lose the built-in suggestions for the rest of the visit (issue 44).
  const [derive, setDerive] = useState<{ run: DeriveSuggestions } | 'failed' | null>(null);
  const [engineOffline, setEngineOffline] = useState(false);
  const needsEngine = files.data !== undefined && derive === null;
  useEffect(() => {
    if (!needsEngine) return;
    let active = true;
    loadWithRetry(importEngine, {
      onWait: (reason) => {
        if (active) setEngineOffline(reason === 'offline');
      },
    }).then(
      (module) => {
        if (!active) return;
        setEngineOffline(false);
        setDerive({ run: module.deriveBoqSuggestions });
      },
      (error: unknown) => {
        console.error('The suggestions engine could not be loaded.', error);
        if (!active) return;
        setEngineOffline(false);
        setDerive('failed');
      },
    );
    return () => {
      active = false;
    };
  }, [needsEngine]);
  const derived = useMemo(
    () =>
      files.data && derive !== null && derive !== 'failed'
        ? derive.run(calculations, { unitSystem, ductPressureClassInWg: Number(pressureClass) })
        : NO_SUGGESTIONS,
    [files.data, calculations, unitSystem, derive, pressureClass],
  );
  const [aiSuggestions, setAiSuggestions] = useState<readonly BoqAiSuggestion[]>([]);
  const all: readonly BoqReviewSuggestion[] = [...derived.suggestions, ...aiSuggestions];

  const add = (item: Omit<BoqItemDraft, 'id'>, suggestion: BoqReviewSuggestion) => {
    edit((draft) => appendItems(draft, targetSection, [item]));
    setAccepted((set) => new Set(set).add(suggestion.id));
    setEditing(null);
  };
  const asItem = (suggestion: BoqReviewSuggestion): Omit<BoqItemDraft, 'id'> => {
    const {
      id: _id,
      sectionId: _section,
      ...item
    } = isBoqAiSuggestion(suggestion)
      ? boqItemFromAiSuggestion(suggestion, { id: 'new' })
      : boqItemFromSuggestion(suggestion, { id: 'new' });
    return item;
  };

  const shown = all.filter((s) => !ignored.has(s.id));
  const groups = groupBySource(shown);
  // A small project's few calculations are open; a large one's are collapsed to one line each and
  // shown a page at a time, so the size of the project does not slow the bill (issue 23).
  const openByDefault = groups.length <= OPEN_GROUPS_UP_TO;
  const [toggled, setToggled] = useState<ReadonlySet<string>>(new Set());
  const [groupLimit, setGroupLimit] = useState(GROUP_PAGE);
  const isOpen = (key: string) => toggled.has(key) !== openByDefault;
  const panelId = useId();

  /** One suggestion's card: what, how much, where from, and accept / edit / ignore. */
  const renderSuggestion = (suggestion: BoqReviewSuggestion) => {
    const fromAi = isBoqAiSuggestion(suggestion);
    const isAccepted = accepted.has(suggestion.id);
    const edit = editing?.id === suggestion.id ? editing.edit : null;
    const setEdit = (patch: Partial<Edit>) =>
      setEditing((current) =>
        current ? { id: current.id, edit: { ...current.edit, ...patch } } : current,
      );
    return (
      <Paper key={suggestion.id} withBorder p="xs" data-testid="boq-suggestion">
        <Stack gap={4}>
          <Group gap={6} wrap="nowrap" align="flex-start">
            {fromAi ? (
              <Badge size="sm" variant="light" color="grape" title="Suggested by the AI">
                AI
              </Badge>
            ) : null}
            <Text size="sm" fw={600}>
              {suggestion.description}
            </Text>
          </Group>
          <Text size="sm" data-testid="boq-suggestion-quantity">
            {formatBoqQuantity(suggestion.quantity)} {suggestion.unit}
            {fromAi && suggestion.rate !== undefined
              ? ` at ${formatBoqAmount(suggestion.rate, currency)} (the AI’s rate; check it)`
              : ''}
          </Text>
          {fromAi ? (
            <>
              <Text size="xs" data-testid="boq-suggestion-reason">
                Why: {suggestion.reason}
              </Text>
              {suggestion.section ? (
                <Text size="xs" c="dimmed">
                  Section it suggests: {suggestion.section}
                </Text>
              ) : null}
              <Text size="xs">From {suggestion.source.name}, not worked out by the app</Text>
            </>
          ) : (
            <SourceLines suggestion={suggestion} projectId={projectId} />
          )}
          {isAccepted ? (
            <Text size="sm" fw={600}>
              ✓ Added to the bill
            </Text>
          ) : edit ? (
            <Stack gap={6}>
              <TextInput
                label="Description"
                size="xs"
                value={edit.description}
                onChange={(event) => setEdit({ description: event.currentTarget.value })}
              />
              <Group gap="xs" grow>
                <UnitInput
                  label="Quantity"
                  unit={edit.unit}
                  value={edit.quantity}
                  onChange={(quantity) => setEdit({ quantity })}
                  min={0}
                  decimalScale={3}
                />
                <Autocomplete
                  label="Unit"
                  size="xs"
                  value={edit.unit}
                  data={[...BOQ_UNIT_SYMBOLS]}
                  onChange={(unit) => setEdit({ unit })}
                />
              </Group>
              <UnitInput
                label="Rate"
                unit={currencyLabel}
                value={edit.rate}
                onChange={(rate) => setEdit({ rate })}
                decimalScale={4}
              />
              <Group gap="xs">
                <Button
                  size="compact-sm"
                  onClick={() =>
                    add(
                      {
                        ...asItem(suggestion),
                        description: edit.description,
                        quantity: edit.quantity ?? '',
                        unit: edit.unit,
                        rate: edit.rate ?? 0,
                      },
                      suggestion,
                    )
                  }
                >
                  Add edited item
                </Button>
                <Button size="compact-sm" variant="default" onClick={() => setEditing(null)}>
                  Cancel
                </Button>
              </Group>
            </Stack>
          ) : (
            <Group gap="xs">
              <Button
                size="compact-sm"
                aria-label={`Accept: ${suggestion.description}`}
                onClick={() => add(asItem(suggestion), suggestion)}
              >
                Accept
              </Button>
              <Button
                size="compact-sm"
                variant="default"
                aria-label={`Edit: ${suggestion.description}`}
                onClick={() =>
                  setEditing({
                    id: suggestion.id,
                    edit: {
                      description: suggestion.description,
                      quantity: draftNumber(suggestion.quantity),
                      unit: suggestion.unit,
                      rate: fromAi ? suggestion.rate : undefined,
                    },
                  })
                }
              >
                Edit
              </Button>
              <Button
                size="compact-sm"
                variant="subtle"
                aria-label={`Ignore: ${suggestion.description}`}
                onClick={() => setIgnored((set) => new Set(set).add(suggestion.id))}
              >
                Ignore
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>
    );
  };

  return (
    <PanelCard
      titleId="boq-suggestions-title"
      title="Suggestions from the project"
      intro="Worked out offline from the project’s saved calculations. Nothing is added until you accept it; accepted items have a rate of 0 until you price them."
    >
      <AiSuggestionsControl
        calculations={calculations}
        getDraft={getDraft}
        {...(unitSystem ? { unitSystem } : {})}
        onSuggestions={setAiSuggestions}
      />
      {fixedProject === undefined ? (
        <ProjectPicker id="boq-suggestions-project" value={picked} onChange={setPicked} />
      ) : null}
      <NativeSelect
        id="boq-suggestions-section"
        label="Add accepted items to"
        data={sectionOptions(sections)}
        value={targetSection}
        onChange={(event) => setTarget(event.currentTarget.value)}
      />
      <NativeSelect
        id="boq-suggestions-units"
        label="Quantities in"
        data={[
          { value: '', label: 'Each calculation’s own units' },
          { value: 'Imperial', label: 'Imperial (ft, ft², lb)' },
          { value: 'Metric', label: 'Metric (m, m², kg)' },
        ]}
        value={unitSystem ?? ''}
        onChange={(event) => {
          const next = event.currentTarget.value;
          edit((draft) => {
            const { unitSystem: _old, ...rest } = draft;
            return next === 'Imperial' || next === 'Metric' ? { ...rest, unitSystem: next } : rest;
          });
        }}
      />
      <NativeSelect
        id="boq-suggestions-pressure-class"
        label="Duct pressure class (for the sheet gauge)"
        description={
          Number(pressureClass) > MAX_TABULATED_PRESSURE_CLASS_IN_WG
            ? 'Above 2 in. wg (500 Pa) the gauge depends on reinforcement: choose it from the SMACNA tables; no weight is suggested.'
            : 'Galvanized duct is weighed at the minimum SMACNA gauge for its size (reference: minimum galvanized duct gauge by size).'
        }
        data={[
          { value: '0.5', label: '½ in. wg (125 Pa)' },
          { value: '1', label: '1 in. wg (250 Pa)' },
          { value: '2', label: '2 in. wg (500 Pa)' },
          { value: '3', label: '3 in. wg (750 Pa) or more' },
        ]}
        value={pressureClass}
        onChange={(event) => setPressureClass(event.currentTarget.value)}
      />

      {projectId === null ? (
        <Text size="sm">Choose a project to see suggestions from its calculations.</Text>
      ) : files.data && derive === null && engineOffline ? (
        <Text size="sm" role="status" data-testid="boq-suggestions-offline">
          You are offline: the built-in suggestions load as soon as the connection is back.
        </Text>
      ) : files.isPending || (files.data && derive === null) ? (
        <ReadingCalculations />
      ) : files.isError ? (
        <FailedWithRetry onRetry={() => void files.refetch()}>
          The project’s calculations could not be read.
        </FailedWithRetry>
      ) : derive === 'failed' ? (
        <FailedWithRetry onRetry={() => setDerive(null)}>
          The suggestions could not be worked out: part of the app did not load.
        </FailedWithRetry>
      ) : derived.suggestions.length === 0 ? (
        <Text size="sm">
          No suggestions: the project has no heat load, duct, pipe, ventilation, pump head,
          refrigerant line, duct system or hydronic system calculation that gives something to buy.
        </Text>
      ) : null}
      {all.length > 0 ? (
        <Text size="sm" role="status">
          {all.length} suggestions, {accepted.size} accepted, {ignored.size} ignored.
        </Text>
      ) : null}

      {groups.slice(0, groupLimit).map((group) => {
        const open = isOpen(group.key);
        const listId = `${panelId}-${group.key}`;
        return (
          <div key={group.key} data-testid="boq-suggestion-group">
            <Button
              variant="subtle"
              size="compact-sm"
              justify="flex-start"
              fullWidth
              aria-expanded={open}
              aria-controls={open ? listId : undefined}
              onClick={() =>
                setToggled((set) => {
                  const next = new Set(set);
                  if (!next.delete(group.key)) next.add(group.key);
                  return next;
                })
              }
              styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
            >
              <span aria-hidden="true">{open ? '▾' : '▸'}</span>&nbsp;{group.title} (
              {group.suggestions.length})
            </Button>
            {open ? (
              <Stack gap="sm" mt={4} id={listId}>
                {group.suggestions.map(renderSuggestion)}
              </Stack>
            ) : null}
          </div>
        );
      })}
      {groups.length > groupLimit ? (
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => setGroupLimit((limit) => limit + GROUP_PAGE)}
        >
          Show {Math.min(GROUP_PAGE, groups.length - groupLimit)} more calculations (
          {groups.length - groupLimit} not shown)
        </Button>
      ) : null}
      {ignored.size > 0 ? (
        <Button size="compact-sm" variant="subtle" onClick={() => setIgnored(new Set())}>
          Show the {ignored.size} ignored
        </Button>
      ) : null}
      {derived.skipped.length > 0 ? (
        <details>
          <summary>
            <Text span size="xs">
              {derived.skipped.length} calculations gave no suggestion
            </Text>
          </summary>
          <Stack gap={2} mt={4}>
            {derived.skipped.map((skip) => (
              <Text size="xs" key={`${skip.source.type}-${skip.source.fileId}`}>
                “{skip.source.name}”: {skip.reason}
              </Text>
            ))}
          </Stack>
        </details>
      ) : null}
    </PanelCard>
  );
});

type DeriveSuggestions = typeof deriveBoqSuggestions;

const NO_SUGGESTIONS: ReturnType<DeriveSuggestions> = { suggestions: [], skipped: [] };

/** A project with at most this many calculations giving suggestions shows them all open. */
const OPEN_GROUPS_UP_TO = 6;
/** Calculations listed at a time (each collapsed to one line in a large project). */
const GROUP_PAGE = 20;

interface SuggestionGroup {
  readonly key: string;
  readonly title: string;
  readonly suggestions: BoqReviewSuggestion[];
}

/** The suggestions by the calculation they come from (the AI's together, first), in order. */
function groupBySource(suggestions: readonly BoqReviewSuggestion[]): SuggestionGroup[] {
  const groups = new Map<string, SuggestionGroup>();
  for (const suggestion of suggestions) {
    const fromAi = isBoqAiSuggestion(suggestion);
    const key = fromAi ? 'ai' : `${suggestion.source.type}-${suggestion.source.fileId}`;
    let group = groups.get(key);
    if (!group) {
      const info = fromAi ? undefined : sourceInfo(suggestion.source.type);
      group = {
        key,
        title: fromAi
          ? 'Suggested by the AI'
          : `${info?.title ?? suggestion.source.type} “${suggestion.source.name}”`,
        suggestions: [],
      };
      groups.set(key, group);
    }
    group.suggestions.push(suggestion);
  }
  const all = [...groups.values()];
  return [...all.filter((g) => g.key === 'ai'), ...all.filter((g) => g.key !== 'ai')];
}

/** How a built-in suggestion was worked out, and a link to the calculation it came from. */
function SourceLines({
  suggestion,
  projectId,
}: {
  suggestion: BoqSuggestion;
  projectId: ProjectId | null;
}) {
  const info = sourceInfo(suggestion.source.type);
  return (
    <>
      <details>
        <summary>
          <Text span size="xs">
            How it was worked out
          </Text>
        </summary>
        <Text size="xs" c="dimmed">
          {suggestion.basis}
        </Text>
      </details>
      <Text size="xs">
        From {info?.title.toLowerCase() ?? suggestion.source.type}{' '}
        {projectId && info ? (
          <FileLink
            size="xs"
            projectId={projectId}
            route={info.route}
            fileId={suggestion.source.fileId}
          >
            “{suggestion.source.name}”
          </FileLink>
        ) : (
          `“${suggestion.source.name}”`
        )}
      </Text>
    </>
  );
}
