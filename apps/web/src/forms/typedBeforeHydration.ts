import { useEffect, useRef } from 'react';

/** A field of a prerendered form: its control's id, the form's value, and what takes the text. */
export interface TypedField {
  id: string;
  value: string;
  /** Given the control's text when it is not empty and differs from the form's value. */
  take: (typed: string) => void;
}

/**
 * A prerendered form takes typing, and a password manager's filling, before the page hydrates:
 * React keeps that text in the inputs but not in the form's state, so a press on the form's
 * button would find it empty. Each field's text is handed over once, on arrival.
 */
export function useTypedBeforeHydration(fields: readonly TypedField[]): void {
  const arrival = useRef(fields);
  useEffect(() => {
    for (const { id, value, take } of arrival.current) {
      const typed = (document.getElementById(id) as HTMLInputElement | null)?.value ?? '';
      if (typed !== '' && typed !== value) take(typed);
    }
  }, []);
}
