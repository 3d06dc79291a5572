import type { ClipboardEvent, KeyboardEvent } from 'react';
import fc from 'fast-check';
import { withoutDigitGroupMarks } from '@/lib/digitGroups';
import { keepDigitKeys } from './numericKeys';
import { takeWholePaste } from './wholePaste';
import { propertyRun } from '@/test/propertyRuns';

type Modifiers = { ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean };

/** Whether the field refused the key (the browser then types nothing). */
function refused(key: string, modifiers: Modifiers = {}, also?: string) {
  const preventDefault = jest.fn();
  const event = {
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    ...modifiers,
    preventDefault,
  };
  keepDigitKeys(event as unknown as KeyboardEvent<HTMLInputElement>, also);
  return preventDefault.mock.calls.length > 0;
}

describe('digit-only keys', () => {
  it('lets digits through and refuses every other character, astral ones included', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 1, unit: 'binary' }), (key) => {
        expect(refused(key)).toBe(!/^[0-9]$/.test(key));
      }),
      propertyRun(200, 1416),
    );
  });

  it('refuses every letter, in any field without extra characters', () => {
    for (const letter of 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ !.') {
      expect(refused(letter)).toBe(true);
    }
  });

  it('lets the extra characters a field allows through (the expiry slash)', () => {
    expect(refused('/', {}, '/')).toBe(false);
    expect(refused('-', {}, '/')).toBe(true);
  });

  it.each(['Backspace', 'Delete', 'ArrowLeft', 'Tab', 'Enter', 'Home'])(
    'never refuses the editing or navigation key %s',
    (key) => expect(refused(key)).toBe(false),
  );

  it.each<Modifiers>([{ ctrlKey: true }, { metaKey: true }, { altKey: true }])(
    'never refuses a shortcut (%j with v: paste)',
    (modifiers) => expect(refused('v', modifiers)).toBe(false),
  );
});

/** Pastes `pasted` into an input holding `value` with `selection`; returns what onText got. */
function paste(
  pasted: string,
  {
    value = '',
    maxLength = 4,
    selection,
    readOnly = false,
  }: {
    value?: string;
    maxLength?: number;
    selection?: [number, number];
    readOnly?: boolean;
  } = {},
) {
  const input = document.createElement('input');
  input.value = value;
  if (maxLength >= 0) input.maxLength = maxLength;
  input.readOnly = readOnly;
  if (selection) input.setSelectionRange(...selection);
  const preventDefault = jest.fn();
  const event = {
    currentTarget: input,
    clipboardData: { getData: (type: string) => (type === 'text/plain' ? pasted : '') },
    preventDefault,
  };
  const onText = jest.fn();
  takeWholePaste(event as unknown as ClipboardEvent<HTMLInputElement>, onText);
  expect(preventDefault.mock.calls.length).toBe(onText.mock.calls.length);
  return onText.mock.calls.map(([text]) => text as string);
}

describe('a paste longer than the field allows is taken whole, never cut', () => {
  it('passes the whole text the paste makes, in place of the selection', () => {
    expect(paste('12345')).toEqual(['12345']);
    expect(paste('999', { value: '1234', selection: [1, 3] })).toEqual(['19994']);
    expect(paste('56', { value: '123', selection: [3, 3] })).toEqual(['12356']);
  });

  it('leaves a paste that fits to the browser', () => {
    expect(paste('1234')).toEqual([]);
    expect(paste('9', { value: '123', selection: [3, 3] })).toEqual([]);
    expect(paste('99', { value: '1234', selection: [0, 4] })).toEqual([]);
  });

  it('leaves read-only fields and fields without a cap alone', () => {
    expect(paste('12345', { readOnly: true })).toEqual([]);
    expect(paste('123456789', { maxLength: -1 })).toEqual([]);
  });
});

describe('digit group marks', () => {
  it('drops spaces and dashes, and only those', () => {
    expect(withoutDigitGroupMarks(' 4242 4242-4242\t4242 ')).toBe('4242424242424242');
    expect(withoutDigitGroupMarks('4242x42.42')).toBe('4242x42.42');
  });
});
