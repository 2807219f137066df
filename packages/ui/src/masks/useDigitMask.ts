import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { applyDigitMask, applyMaskEdit, digitsOf } from './digitMask.js';

export interface UseDigitMaskOptions {
  mask: string;
  /** Controlled value (formatted or raw digits: it is formatted either way). */
  value?: string | undefined;
  defaultValue?: string | undefined;
  /** Called with the formatted value and its digits. */
  onChange?: ((value: string, digits: string) => void) | undefined;
  onKeyDown?: ((event: KeyboardEvent) => void) | undefined;
  /** Show the mask's literals after the last digit ("+1(868) "). */
  trailing?: boolean;
  /**
   * What several digits put in at once (a paste, an autofill) stand for as the whole value, or
   * null to treat them as typed: a phone field turns a pasted local number into the full one.
   */
  completeInsert?: ((digits: string) => string | null) | undefined;
}

/** The selection and value just before an edit, as the browser's beforeinput event sees them. */
interface EditStart {
  value: string;
  start: number;
  end: number;
}

/**
 * The text an edit put in: what replaced the selection. Without a beforeinput (an autofill sets
 * the value outright) the whole new text counts as put in.
 */
function insertedText(raw: string, start: EditStart | null): string {
  if (!start) return raw;
  const after = start.value.length - start.end;
  return raw.slice(start.start, Math.max(start.start, raw.length - after));
}

/**
 * Wires a digit mask to a RAC TextField: formats as the user types, pastes or deletes, and puts
 * the caret back beside the digits the user was editing (React would otherwise move it to the end).
 */
export function useDigitMask({
  mask,
  value,
  defaultValue,
  onChange,
  onKeyDown,
  trailing = false,
  completeInsert,
}: UseDigitMaskOptions) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [internal, setInternal] = useState(() =>
    applyDigitMask(mask, defaultValue ?? '', trailing),
  );
  const current = value === undefined ? internal : applyDigitMask(mask, value, trailing);
  const pendingCaret = useRef<number | null>(null);
  const lastKey = useRef<string | undefined>(undefined);
  const [, forceRender] = useState(0);
  const editStart = useRef<EditStart | null>(null);

  const completes = completeInsert !== undefined;
  useEffect(() => {
    const input = inputRef.current;
    if (!input || !completes) return;
    const note = () => {
      editStart.current = {
        value: input.value,
        start: input.selectionStart ?? input.value.length,
        end: input.selectionEnd ?? input.value.length,
      };
    };
    input.addEventListener('beforeinput', note);
    return () => input.removeEventListener('beforeinput', note);
  }, [completes]);

  useLayoutEffect(() => {
    const input = inputRef.current;
    const caret = pendingCaret.current;
    if (!input || caret === null) return;
    pendingCaret.current = null;
    if (input.ownerDocument.activeElement === input) input.setSelectionRange(caret, caret);
  });

  function handleChange(raw: string) {
    const start = editStart.current;
    editStart.current = null;
    const inserted = digitsOf(insertedText(raw, start?.value === current ? start : null));
    // One digit is a keystroke; more at once is a paste or an autofill, read as a whole number.
    const whole = inserted.length > 1 ? completeInsert?.(inserted) : null;
    if (whole) {
      lastKey.current = undefined;
      replace(whole);
      return;
    }
    const input = inputRef.current;
    const caret = input?.selectionStart ?? raw.length;
    const edit = applyMaskEdit(mask, {
      raw,
      caret,
      previous: current,
      key: lastKey.current,
      trailing,
    });
    lastKey.current = undefined;
    pendingCaret.current = edit.caret;
    if (value === undefined) setInternal(edit.value);
    if (edit.value !== current) onChange?.(edit.value, digitsOf(edit.value));
    // The value may not change (a refused digit): render anyway so the caret is put back.
    else forceRender((n) => n + 1);
  }

  function handleKeyDown(event: KeyboardEvent) {
    lastKey.current = event.key;
    // React Aria stops a key event at a field with a key handler unless told to continue. The
    // mask only notes the key, so Escape still closes a dialog and Enter still reaches the form.
    (event as KeyboardEvent & { continuePropagation?: () => void }).continuePropagation?.();
    onKeyDown?.(event);
  }

  /** Replaces the whole value (e.g. a pasted code) and puts the caret at its end. */
  function replace(raw: string) {
    const next = applyDigitMask(mask, raw, trailing);
    pendingCaret.current = next.length;
    if (value === undefined) setInternal(next);
    if (next !== current) onChange?.(next, digitsOf(next));
    else forceRender((n) => n + 1);
  }

  return {
    inputRef,
    value: current,
    onChange: handleChange,
    onKeyDown: handleKeyDown,
    replace,
  };
}
