import { ActionIcon, Group, Table, TextInput } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../test/render';
import {
  PlainActionIcon,
  PlainGroup,
  PlainTd,
  PlainTextInput,
  PlainTh,
  PlainTr,
} from './plain-fields';
import { canonicalMarkup } from '@org/ui/testing/canonical-markup';

function markupOf(ui: ReactElement, selector: string): string {
  const { container, unmount } = renderWithMantine(ui);
  const element = container.querySelector(selector);
  const text = element ? canonicalMarkup(element) : '(none)';
  unmount();
  return text;
}

const noop = () => {};

describe('plain fields', () => {
  it.each([
    ['a text field', {}],
    ['with a message', { error: 'Tag must be unique.' }],
    ['with a maximum length and autocomplete off', { maxLength: 20, autoComplete: 'off' }],
  ] as const)('a PlainTextInput is the markup of a TextInput: %s', (_, extra) => {
    const props = { id: 'cell-1', label: 'EF-1 tag', value: 'EF-1', onChange: noop, ...extra };
    const mantine = markupOf(<TextInput {...props} />, '.mantine-TextInput-root');
    expect(mantine).not.toBe('(none)');
    expect(markupOf(<PlainTextInput {...props} />, '.mantine-TextInput-root')).toBe(mantine);
  });

  it('a PlainTextInput is the markup of a TextInput of size xs', () => {
    const props = { id: 'n', label: 'Notes', value: '', onChange: noop, error: 'Too long.' };
    expect(markupOf(<PlainTextInput {...props} size="xs" />, '.mantine-TextInput-root')).toBe(
      markupOf(<TextInput {...props} size="xs" />, '.mantine-TextInput-root'),
    );
  });

  it.each([
    ['gray', false],
    ['gray', true],
    ['red', false],
  ] as const)(
    'a PlainActionIcon is the markup of a subtle ActionIcon (%s, disabled %s)',
    (color, disabled) => {
      const props = { color, disabled, onClick: noop, 'aria-label': 'Delete EF-1' };
      const child = <span aria-hidden="true">✕</span>;
      expect(markupOf(<PlainActionIcon {...props}>{child}</PlainActionIcon>, 'button')).toBe(
        markupOf(
          <ActionIcon variant="subtle" {...props}>
            {child}
          </ActionIcon>,
          'button',
        ),
      );
    },
  );

  it('a PlainGroup is the markup of a Group that does not wrap', () => {
    expect(markupOf(<PlainGroup gap={2}>x</PlainGroup>, 'div')).toBe(
      markupOf(
        <Group gap={2} wrap="nowrap">
          x
        </Group>,
        'div',
      ),
    );
  });

  it('PlainTr and PlainTd are the markup of Table.Tr and Table.Td in a striped table with column borders', () => {
    const table = (row: ReactElement) => (
      <Table withTableBorder withColumnBorders striped>
        <Table.Tbody>{row}</Table.Tbody>
      </Table>
    );
    expect(
      markupOf(
        table(
          <PlainTr data-index={0} aria-rowindex={2}>
            <PlainTd className="cell">a</PlainTd>
            <PlainTd>b</PlainTd>
          </PlainTr>,
        ),
        'tr',
      ),
    ).toBe(
      markupOf(
        table(
          <Table.Tr data-index={0} aria-rowindex={2}>
            <Table.Td className="cell">a</Table.Td>
            <Table.Td>b</Table.Td>
          </Table.Tr>,
        ),
        'tr',
      ),
    );
  });

  it('PlainTr, PlainTh and PlainTd are the markup of a results table (striped, no column borders), aligned', () => {
    const table = (head: ReactElement, row: ReactElement) => (
      <Table striped withTableBorder>
        <Table.Thead>{head}</Table.Thead>
        <Table.Tbody>{row}</Table.Tbody>
      </Table>
    );
    const plain = markupOf(
      table(
        <PlainTr>
          <PlainTh columnBorder={false}>Room</PlainTh>
          <PlainTh columnBorder={false} ta="right">
            Load
          </PlainTh>
        </PlainTr>,
        <PlainTr data-room="r1">
          <PlainTd columnBorder={false}>Office</PlainTd>
          <PlainTd columnBorder={false} ta="right">
            1,200
          </PlainTd>
        </PlainTr>,
      ),
      'table',
    );
    const mantine = markupOf(
      table(
        <Table.Tr>
          <Table.Th>Room</Table.Th>
          <Table.Th ta="right">Load</Table.Th>
        </Table.Tr>,
        <Table.Tr data-room="r1">
          <Table.Td>Office</Table.Td>
          <Table.Td ta="right">1,200</Table.Td>
        </Table.Tr>,
      ),
      'table',
    );
    expect(mantine).toContain('text-align');
    expect(plain).toBe(mantine);
  });

  it('a PlainTextInput is labelled, described by its message and reports edits and focus', () => {
    const onChange = vi.fn();
    const onFocus = vi.fn();
    renderWithMantine(
      <PlainTextInput
        id="t"
        label="EF-1 tag"
        value="EF-1"
        onChange={onChange}
        onFocus={onFocus}
        error="Tag must be unique."
      />,
    );
    const input = screen.getByRole('textbox', { name: 'EF-1 tag' });
    expect(input).toHaveAccessibleDescription('Tag must be unique.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'EF-2' } });
    expect(onFocus).toHaveBeenCalledOnce();
    expect(onChange).toHaveBeenCalledOnce();
  });
});
