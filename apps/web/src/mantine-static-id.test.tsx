import { TextInput } from '@mantine/core';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from './test/render';

// pnpm-workspace.yaml patches @mantine/hooks' useId: a component given its own id (every field of a
// calculator has one) mounts in one commit, with no second render to set a random id it never
// shows. Without the patch the field commits twice.
describe('Mantine components given their own id', () => {
  it('a text field with an id mounts in one commit', () => {
    const onRender = vi.fn<ProfilerOnRenderCallback>();
    renderWithMantine(
      <Profiler id="field" onRender={onRender}>
        <TextInput id="wall-area" label="Wall area" description="Net of windows" />
      </Profiler>,
    );
    expect(onRender.mock.calls.map(([, phase]) => phase)).toEqual(['mount']);
  });

  it('keeps the id it was given', () => {
    const { getByLabelText } = renderWithMantine(<TextInput id="wall-area" label="Wall area" />);
    expect(getByLabelText('Wall area').id).toBe('wall-area');
  });
});
