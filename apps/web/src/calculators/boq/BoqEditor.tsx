import {
  ActionIcon,
  Alert,
  Button,
  Fieldset,
  Grid,
  Group,
  List,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  BOQ_FIELD_LABELS,
  BOQ_LIMITS,
  CURRENCIES,
  priceValidBoqItems,
  DEFAULT_BOQ_CURRENCY,
  formatBoqAmount,
  formatBoqQuantity,
  resolveBoqCurrency,
  type Boq,
  type BoqDraft,
  type BoqResult,
} from '@org/hvac-core/boq';
import { UnitInput } from '@org/ui';
import {
  useCallback,
  useId,
  useMemo,
  useRef,
  useState,
  type DragEvent,
  type ReactNode,
} from 'react';
import {
  addBlankItem,
  addBoqSection,
  appendItems,
  duplicateItem,
  itemsOf,
  moveItem,
  moveItemTo,
  moveSection,
  removeItem,
  removeSection,
  restore,
  sectionOf,
  sectionOptions,
  sectionsOf,
  updateItem,
  updateSection,
  type BoqItemDraft,
  type RemovedPart,
} from './boq-draft';
import classes from './BoqEditor.module.css';
import { BoqItemRow, type BoqItemActions } from './BoqItemRow';
import { BoqTotals } from './BoqTotals';
import { draftNumber } from '../../calculator-kit/field-ui';
import { PasteRowsModal } from './PasteRowsModal';
import { parsePastedRows, type PastedRows } from './paste-rows';
import type { Evaluation } from '../../calculator-kit/use-evaluation';
import { useWindowRows } from '../../virtual/window-virtual';
import { errorsByRow } from '../../calculator-kit/row-errors';
import { showUndoNotification } from '../../notices/undo-notification';
import { useLatestDraft } from '../../calculator-kit/use-latest-draft';

export interface BoqEditorProps {
  /** The bill being edited; required. */
  value: BoqDraft;
  /** Called with the whole new bill on every edit; required. */
  onChange: (next: BoqDraft) => void;
  /** The bill's one evaluation by the workspace; required. */
  evaluation: Evaluation<Boq, BoqResult>;
  /** Shown beside the totals (the suggestions panel); default none. */
  aside?: ReactNode;
  /** Actions shown under the totals (the CSV download); default none. */
  actions?: ReactNode;
}

const L = BOQ_FIELD_LABELS;

const CURRENCY_OPTIONS = CURRENCIES.map((currency) => ({
  value: currency.code ?? currency.symbol,
  label: `${currency.code ?? ''} – ${currency.name} (${currency.symbol})`,
}));

/** One group of the bill as shown: a section, or the items without one (id ''). */
interface ItemGroup {
  readonly id: string;
  readonly name: string;
  readonly notes: string;
  readonly index: number;
  readonly items: { item: BoqItemDraft; arrayIndex: number; number: number }[];
}

function groupsOf(draft: BoqDraft): ItemGroup[] {
  const sections = sectionsOf(draft);
  const known = new Set(sections.map((section) => section.id));
  const items = itemsOf(draft);
  const groups: ItemGroup[] = sections.map((section, index) => ({
    id: section.id,
    name: typeof section.name === 'string' ? section.name : '',
    notes: typeof section.notes === 'string' ? section.notes : '',
    index,
    items: [],
  }));
  const loose: ItemGroup = { id: '', name: '', notes: '', index: -1, items: [] };
  items.forEach((item, arrayIndex) => {
    const sectionId = sectionOf(item);
    const group = known.has(sectionId) ? groups.find((g) => g.id === sectionId) : loose;
    group?.items.push({ item, arrayIndex, number: 0 });
  });
  const shown = loose.items.length > 0 || groups.length === 0 ? [...groups, loose] : groups;
  let number = 0;
  for (const group of shown) for (const entry of group.items) entry.number = ++number;
  return shown;
}

function describeItem(item: BoqItemDraft, number: number): string {
  const description = typeof item.description === 'string' ? item.description.trim() : '';
  return description === '' ? `item ${number}` : `“${description.slice(0, 60)}”`;
}

/**
 * The bill of quantities: currency, sections of items (add, duplicate, reorder by drag or by the
 * move buttons, delete with undo, paste from a spreadsheet), contingency, discount and tax, and the
 * engine's totals as you type.
 */
export function BoqEditor({ value, onChange, evaluation, aside, actions }: BoqEditorProps) {
  const result = evaluation.result;
  const currency = resolveBoqCurrency(
    typeof value.currency === 'string' ? value.currency : DEFAULT_BOQ_CURRENCY,
  );
  const currencyLabel = currency.code ?? currency.symbol;
  const groups = groupsOf(value);
  const sections = sectionsOf(value);
  const [pasteOpen, setPasteOpen] = useState(false);
  const dragged = useRef<string | null>(null);
  const undoId = useId();

  const { latest, edit } = useLatestDraft(value, onChange);

  // Each item's total and priced quantity, formatted only for the items drawn (a long bill draws
  // those in view). While one field is being corrected the bill has no result of its own, yet every
  // other item's total is known: the engine prices the items that are valid.
  const priced = useMemo(
    () =>
      evaluation.stale || !result
        ? priceValidBoqItems(value)
        : { currency: result.currency, items: result.items },
    [evaluation.stale, result, value],
  );
  const itemResults = new Map(priced?.items.map((item) => [item.id, item] as const));
  const totalOf = (id: string): string | null => {
    const item = itemResults.get(id);
    return item === undefined || !priced ? null : formatBoqAmount(item.total, priced.currency);
  };
  const pricedOf = (id: string, unit: unknown): string | null => {
    const item = itemResults.get(id);
    if (item === undefined || item.wastePercent <= 0) return null;
    const unitText = typeof unit === 'string' && unit ? ` ${unit}` : '';
    return `Priced on ${formatBoqQuantity(item.pricedQuantity)}${unitText} with ${formatBoqQuantity(item.wastePercent)} % waste`;
  };

  const itemErrors = errorsByRow(evaluation.errors, 'items');
  const deleted = useCallback(
    (removed: RemovedPart, what: string) =>
      showUndoNotification(`${undoId}-${Date.now()}`, what, () =>
        edit((now) => restore(now, removed)),
      ),
    [undoId, edit],
  );

  const drop = useCallback(
    (target: { itemId: string } | { sectionId: string }, event: DragEvent) => {
      event.preventDefault();
      event.stopPropagation();
      const id = dragged.current ?? event.dataTransfer.getData('text/plain');
      dragged.current = null;
      if (id) edit((draft) => moveItemTo(draft, id, target));
    },
    [edit],
  );
  const itemActions = useMemo(
    (): BoqItemActions => ({
      change: (id, patch) => edit((draft) => updateItem(draft, id, patch)),
      move: (id, direction) => edit((draft) => moveItem(draft, id, direction)),
      duplicate: (id) => edit((draft) => duplicateItem(draft, id)),
      remove: (id, number) => {
        const { value: now, onChange: apply } = latest.current;
        const item = itemsOf(now).find((candidate) => candidate.id === id);
        const { draft, removed } = removeItem(now, id);
        apply(draft);
        if (item) deleted(removed, describeItem(item, number));
      },
      dragStart: (id, event) => {
        dragged.current = id;
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', id);
      },
      drop: (itemId, event) => drop({ itemId }, event),
    }),
    [latest, edit, deleted, drop],
  );

  const addRows = (rows: PastedRows['items'], sectionId: string) => {
    onChange(appendItems(value, sectionId, rows));
    notifications.show({
      color: 'green',
      message: rows.length === 1 ? 'Added 1 pasted row.' : `Added ${rows.length} pasted rows.`,
    });
  };

  const percentInput = (field: 'contingencyPercent' | 'discountPercent' | 'taxPercent') => (
    <UnitInput
      id={`boq-${field}`}
      label={L[field]}
      unit="%"
      value={draftNumber(value[field])}
      onChange={(next) => onChange({ ...value, [field]: next ?? '' })}
      error={evaluation.errors[field]}
      min={0}
      max={BOQ_LIMITS.maxPercent}
      step={0.5}
      decimalScale={3}
    />
  );

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <Stack gap="md">
          <Fieldset legend="Bill" classNames={{ legend: classes.legend }}>
            <Grid gap="sm">
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <NativeSelect
                  id="boq-currency"
                  label={L.currency}
                  description="Amounts are exact to the currency's minor unit (ISO 4217)"
                  data={
                    currency.code === null
                      ? [
                          {
                            value: currency.symbol,
                            label: `${currency.symbol} (custom symbol)`,
                          },
                          ...CURRENCY_OPTIONS,
                        ]
                      : CURRENCY_OPTIONS
                  }
                  value={currency.code ?? currency.symbol}
                  onChange={(event) => onChange({ ...value, currency: event.currentTarget.value })}
                  error={evaluation.errors['currency']}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <Text size="sm" mt={{ sm: 28 }} c="dimmed">
                  Example: {formatBoqAmount(1234.5, currency)}
                </Text>
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>{percentInput('contingencyPercent')}</Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>{percentInput('discountPercent')}</Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>{percentInput('taxPercent')}</Grid.Col>
            </Grid>
          </Fieldset>

          {evaluation.formErrors.length > 0 ? (
            <Alert color="red" title="Correct the bill">
              <List size="sm">
                {evaluation.formErrors.map((message) => (
                  <List.Item key={message}>{message}</List.Item>
                ))}
              </List>
            </Alert>
          ) : null}

          {groups.map((group) => {
            const sectionNumber = group.index + 1;
            const sectionLabel =
              group.id === ''
                ? 'items without a section'
                : group.name || `section ${sectionNumber}`;
            const subtotal =
              result && !evaluation.stale
                ? group.id === ''
                  ? result.unsectionedSubtotal
                  : result.sections.find((s) => s.id === group.id)?.subtotal
                : undefined;
            return (
              <Fieldset
                key={group.id || 'unsectioned'}
                legend={group.id === '' ? 'Items without a section' : `Section ${sectionNumber}`}
                classNames={{ legend: classes.legend }}
                onDragOver={(event) => event.preventDefault()}
                onDrop={(event) => drop({ sectionId: group.id }, event)}
                onPaste={(event) => {
                  // Cells copied from a spreadsheet arrive tab-separated: they become rows here.
                  const text = event.clipboardData.getData('text/plain');
                  if (!text.includes('\t')) return;
                  const rows = parsePastedRows(text).items;
                  if (rows.length === 0) return;
                  event.preventDefault();
                  addRows(rows, group.id);
                }}
                data-testid={group.id === '' ? 'boq-unsectioned' : `boq-section-${sectionNumber}`}
              >
                <Stack gap="sm">
                  {group.id !== '' ? (
                    <Group align="flex-end" gap="xs" wrap="nowrap">
                      <TextInput
                        id={`boq-section-${sectionNumber}-name`}
                        label={L.name}
                        style={{ flex: 1 }}
                        value={group.name}
                        onChange={(event) =>
                          onChange(
                            updateSection(value, group.id, { name: event.currentTarget.value }),
                          )
                        }
                        error={evaluation.errors[`sections.${group.index}.name`]}
                        maxLength={200}
                      />
                      <ActionIcon
                        size="lg"
                        variant="subtle"
                        color="gray"
                        disabled={group.index === 0}
                        onClick={() => onChange(moveSection(value, group.id, -1))}
                        aria-label={`Move ${sectionLabel} up`}
                      >
                        <span aria-hidden="true">↑</span>
                      </ActionIcon>
                      <ActionIcon
                        size="lg"
                        variant="subtle"
                        color="gray"
                        disabled={group.index === sections.length - 1}
                        onClick={() => onChange(moveSection(value, group.id, 1))}
                        aria-label={`Move ${sectionLabel} down`}
                      >
                        <span aria-hidden="true">↓</span>
                      </ActionIcon>
                      <ActionIcon
                        size="lg"
                        variant="subtle"
                        color="red"
                        onClick={() => {
                          const { draft, removed } = removeSection(value, group.id);
                          onChange(draft);
                          deleted(removed, `${sectionLabel} and its ${removed.items.length} items`);
                        }}
                        aria-label={`Delete ${sectionLabel}`}
                      >
                        <span aria-hidden="true">✕</span>
                      </ActionIcon>
                    </Group>
                  ) : null}

                  {group.items.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      No items yet.
                    </Text>
                  ) : null}
                  {group.items.length > 0 ? (
                    <GroupItems
                      label={
                        group.id === '' ? 'Items without a section' : `Items of ${sectionLabel}`
                      }
                      entries={group.items}
                      render={({ item, arrayIndex, number }, position) => (
                        <BoqItemRow
                          item={item}
                          number={number}
                          total={totalOf(item.id)}
                          priced={pricedOf(item.id, item.unit)}
                          currencyLabel={currencyLabel}
                          errors={itemErrors.get(arrayIndex)}
                          first={position === 0}
                          last={position === group.items.length - 1}
                          actions={itemActions}
                        />
                      )}
                    />
                  ) : null}

                  <Group justify="space-between" gap="sm">
                    <Button
                      variant="default"
                      size="xs"
                      onClick={() => onChange(addBlankItem(value, group.id))}
                    >
                      Add item to {sectionLabel}
                    </Button>
                    <Text size="sm">
                      Subtotal:{' '}
                      <span
                        className={classes.amount}
                        data-testid={
                          group.id === ''
                            ? 'boq-unsectioned-subtotal-inline'
                            : `boq-section-${sectionNumber}-subtotal`
                        }
                      >
                        {subtotal === undefined || !result
                          ? '—'
                          : formatBoqAmount(subtotal, result.currency)}
                      </span>
                    </Text>
                  </Group>
                  {group.id !== '' ? (
                    <Group align="flex-start" gap="sm" wrap="wrap">
                      <TextInput
                        id={`boq-section-${sectionNumber}-notes`}
                        label="Section notes"
                        size="xs"
                        style={{ flex: '1 1 16rem' }}
                        value={group.notes}
                        onChange={(event) =>
                          onChange(
                            updateSection(value, group.id, { notes: event.currentTarget.value }),
                          )
                        }
                        maxLength={BOQ_LIMITS.maxNotesLength}
                      />
                      <UnitInput
                        id={`boq-section-${sectionNumber}-wastePercent`}
                        name={`sections.${group.index}.wastePercent`}
                        label={L.wastePercent}
                        unit="%"
                        value={draftNumber(sections[group.index]?.wastePercent)}
                        onChange={(next) =>
                          onChange(updateSection(value, group.id, { wastePercent: next ?? '' }))
                        }
                        error={evaluation.errors[`sections.${group.index}.wastePercent`]}
                        min={0}
                        max={BOQ_LIMITS.maxPercent}
                        decimalScale={2}
                        description="Added to each item's quantity: seams, joints and offcuts of sheet metal bought by weight"
                      />
                    </Group>
                  ) : null}
                </Stack>
              </Fieldset>
            );
          })}

          <Group gap="sm" className={classes.noPrint}>
            <Button
              variant="default"
              onClick={() => onChange(addBoqSection(value, `Section ${sections.length + 1}`))}
            >
              Add section
            </Button>
            <Button variant="default" onClick={() => setPasteOpen(true)}>
              Paste rows from a spreadsheet
            </Button>
            <Text size="xs" c="dimmed">
              Or paste cells copied from a spreadsheet straight into a section.
            </Text>
          </Group>

          <Textarea
            id="boq-notes"
            label="Notes"
            description="Printed on the report, e.g. exclusions and the validity of the prices"
            rows={3}
            value={typeof value.notes === 'string' ? value.notes : ''}
            onChange={(event) => onChange({ ...value, notes: event.currentTarget.value })}
            error={evaluation.errors['notes']}
            maxLength={BOQ_LIMITS.maxNotesLength}
          />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <Stack gap="md">
          {result ? (
            <BoqTotals
              result={result}
              stale={evaluation.stale}
              sectionNames={
                new Map(
                  sections.map((s) => [s.id, typeof s.name === 'string' ? s.name : ''] as const),
                )
              }
              percents={{
                contingency: draftNumber(value.contingencyPercent) ?? 0,
                discount: draftNumber(value.discountPercent) ?? 0,
                tax: draftNumber(value.taxPercent) ?? 0,
              }}
            />
          ) : (
            <Text size="sm">No totals yet: correct the fields marked in the bill.</Text>
          )}
          <div className={classes.noPrint}>{actions}</div>
          <div className={classes.noPrint}>{aside}</div>
        </Stack>
      </Grid.Col>
      <PasteRowsModal
        key={String(pasteOpen)}
        opened={pasteOpen}
        onClose={() => setPasteOpen(false)}
        sections={sectionOptions(sections)}
        onAdd={(rows, sectionId) => {
          addRows(rows, sectionId);
          setPasteOpen(false);
        }}
      />
    </Grid>
  );
}

type GroupEntry = ItemGroup['items'][number];

/**
 * A group's items as a list (each item its place in it for screen readers). A long group renders
 * only the items near the viewport (TanStack Virtual): a bill of a thousand items opens at once.
 */
function GroupItems({
  label,
  entries,
  render,
}: {
  label: string;
  entries: readonly GroupEntry[];
  render: (entry: GroupEntry, position: number) => ReactNode;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  // An item without messages is about 196 px high on a wide screen: estimated at that, the items
  // first drawn are the ones in view, measured at the size they were given.
  const rows = useWindowRows(
    listRef,
    entries.length,
    196,
    (index) => entries[index]?.item.id ?? '',
  );
  return (
    <div role="list" aria-label={label} ref={listRef} className={classes.itemList}>
      {rows.before > 0 ? <div aria-hidden="true" style={{ height: rows.before }} /> : null}
      {rows.indexes.map((index) => {
        const entry = entries[index];
        if (!entry) return null;
        return (
          <div
            key={entry.item.id}
            role="listitem"
            aria-posinset={index + 1}
            aria-setsize={entries.length}
            data-index={index}
            ref={rows.virtual ? rows.measure : undefined}
            className={classes.itemSlot}
          >
            {render(entry, index)}
          </div>
        );
      })}
      {rows.after > 0 ? <div aria-hidden="true" style={{ height: rows.after }} /> : null}
    </div>
  );
}
