import { render, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { replayEarlyInput, type EarlyInputEvent } from './early-input';

function Form() {
  const [text, setText] = useState('20');
  const [mode, setMode] = useState('Cooling');
  return (
    <div>
      <input aria-label="Wall area" value={text} onChange={(e) => setText(e.target.value)} />
      {['Cooling', 'Heating'].map((value) => (
        <label key={value}>
          <input
            type="radio"
            name="mode"
            value={value}
            checked={mode === value}
            onChange={() => setMode(value)}
          />
          {value}
        </label>
      ))}
      <output>
        {text} {mode}
      </output>
    </div>
  );
}

describe('replayEarlyInput', () => {
  it('hands values changed outside React to the fields’ onChange', () => {
    const { container } = render(<Form />);
    const wall = screen.getByLabelText<HTMLInputElement>('Wall area');
    const heating = screen.getByLabelText<HTMLInputElement>('Heating');
    // As a visitor's typing before hydration does: the DOM changes, React's state does not.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(wall, '900');
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')?.set?.call(
      heating,
      true,
    );
    expect(screen.getByRole('status')).toHaveTextContent('20 Cooling');

    replayEarlyInput(container);
    expect(screen.getByRole('status')).toHaveTextContent('900 Heating');
    expect(wall).toHaveValue('900');
    expect(heating).toBeChecked();
  });

  it('leaves unchanged fields alone', () => {
    const { container } = render(<Form />);
    replayEarlyInput(container);
    expect(screen.getByRole('status')).toHaveTextContent('20 Cooling');
  });
});

/** A sign-in page in small: two tabs, each with its own form and its own Email field. */
function TabbedForms() {
  const [tab, setTab] = useState<'sign-in' | 'create'>('sign-in');
  return (
    <div>
      <div role="tablist">
        <button type="button" role="tab" onClick={() => setTab('sign-in')}>
          Sign in
        </button>
        <button type="button" role="tab" onClick={() => setTab('create')}>
          Create account
        </button>
      </div>
      {tab === 'sign-in' ? <EmailForm key="sign-in" name="Sign in" /> : null}
      {tab === 'create' ? <EmailForm key="create" name="Create account" /> : null}
    </div>
  );
}

function EmailForm({ name }: { name: string }) {
  const [email, setEmail] = useState('');
  return (
    <form aria-label={name}>
      <label>
        Email
        <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>
      <output>{email}</output>
    </form>
  );
}

/** Sets a field's value as the browser does when the visitor types (React is not told). */
function typeOutsideReact(field: HTMLInputElement, value: string): EarlyInputEvent {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
  return { type: 'input', target: field, value };
}

describe('replayEarlyInput with the log of what happened', () => {
  it('replays typing and clicks in the order they happened', () => {
    const { container } = render(<TabbedForms />);
    const signInEmail = within(
      screen.getByRole('form', { name: 'Sign in' }),
    ).getByLabelText<HTMLInputElement>('Email');
    // Typed, then the other tab clicked (held: the page still shows the sign-in form), then typed
    // into the field the page still showed.
    const log: EarlyInputEvent[] = [
      typeOutsideReact(signInEmail, 'first@example.com'),
      { type: 'click', target: screen.getByRole('tab', { name: 'Create account' }) },
      typeOutsideReact(signInEmail, 'second@example.com'),
    ];
    replayEarlyInput(container, log);
    // The click came after the first address: it is in the sign-in form's state, which the tab
    // then unmounted; the second address, typed after the click, is in the form the tab shows.
    const form = screen.getByRole('form', { name: 'Create account' });
    expect(within(form).getByLabelText('Email')).toHaveValue('second@example.com');
    expect(within(form).getByRole('status')).toHaveTextContent('second@example.com');
    expect(screen.queryByRole('form', { name: 'Sign in' })).toBeNull();
  });

  it('replays only a field’s last value before the next click', () => {
    const { container } = render(<Form />);
    const wall = screen.getByLabelText<HTMLInputElement>('Wall area');
    const seen: string[] = [];
    wall.addEventListener('input', () => seen.push(wall.value));
    const log = ['9', '90', '900'].map((value) => typeOutsideReact(wall, value));
    replayEarlyInput(container, log);
    expect(seen).toEqual(['900']);
    expect(screen.getByRole('status')).toHaveTextContent('900 Cooling');
  });
});

/** index.html's inline script that logs what the visitor does on a prerendered page. */
function runLoggingScript(): void {
  const html = readFileSync(join(import.meta.dirname, '..', 'index.html'), 'utf8');
  const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .find((text) => text.includes('__takeEarlyInput'));
  if (!script) throw new Error('index.html has no script defining __takeEarlyInput.');
  new Function(script)();
}

describe('index.html’s early-input log', () => {
  afterEach(() => {
    globalThis.__takeEarlyInput?.();
    globalThis.__takeEarlyInput = undefined;
    document.body.innerHTML = '';
  });

  it('logs typing and holds clicks on controls and same-origin links, in order', () => {
    runLoggingScript();
    document.body.innerHTML = `
      <div id="root" data-prerendered="/login">
        <input aria-label="Email" />
        <button type="button" role="tab">Create account</button>
        <a href="/reset-password">Forgot password?</a>
        <a href="https://example.com/">Elsewhere</a>
      </div>`;
    const email = screen.getByLabelText<HTMLInputElement>('Email');
    email.value = 'a@example.com';
    email.dispatchEvent(new Event('input', { bubbles: true }));
    const tab = screen.getByRole('tab');
    const tabClick = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    tab.dispatchEvent(tabClick);
    const link = screen.getByRole('link', { name: 'Forgot password?' });
    const linkClick = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(linkClick);
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(newTab);
    const offSite = screen.getByRole('link', { name: 'Elsewhere' });
    offSite.addEventListener('click', (event) => event.preventDefault());
    offSite.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

    expect(tabClick.defaultPrevented).toBe(true);
    expect(linkClick.defaultPrevented).toBe(true);
    expect(newTab.defaultPrevented).toBe(false);
    const log = globalThis.__takeEarlyInput?.();
    expect(log).toEqual([
      { type: 'input', target: email, value: 'a@example.com', checked: false },
      { type: 'click', target: tab },
      { type: 'click', target: link },
    ]);
    // Taken once: the log is empty and nothing more is held.
    const later = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    tab.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
    expect(globalThis.__takeEarlyInput?.()).toEqual([]);
  });

  it('logs nothing once the page is no longer the prerendered one', () => {
    runLoggingScript();
    document.body.innerHTML = '<div id="root"><button type="button">Go</button></div>';
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    screen.getByRole('button').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(globalThis.__takeEarlyInput?.()).toEqual([]);
  });
});
