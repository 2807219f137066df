/**
 * What a customer typed into a form when their session ended under them (spec 4.3 sends them to
 * /login and back): kept in this tab's sessionStorage until the same customer's form takes it
 * back, so nothing typed is lost. Not for card numbers or codes: those are never kept.
 */
const draftKey = (form: string) => `yo.draft.${form}`;

interface Draft {
  customerId: number;
  values: object;
}

export function keepDraft(form: string, customerId: number, values: object): void {
  try {
    const draft: Draft = { customerId, values };
    sessionStorage.setItem(draftKey(form), JSON.stringify(draft));
  } catch {
    // Storage full or unavailable: nothing more can be done for the draft.
  }
}

/** The draft this customer left in a form, removed from storage as it is taken. */
export function takeDraft<T extends object>(
  form: string,
  customerId: number | undefined,
): Partial<T> | undefined {
  if (typeof sessionStorage === 'undefined' || customerId === undefined) return undefined;
  const text = sessionStorage.getItem(draftKey(form));
  if (text === null) return undefined;
  try {
    const draft = JSON.parse(text) as Partial<Draft> | null;
    // Another customer's draft stays where it is, unread.
    if (draft?.customerId !== customerId) return undefined;
    sessionStorage.removeItem(draftKey(form));
    return typeof draft.values === 'object' && draft.values !== null
      ? (draft.values as Partial<T>)
      : undefined;
  } catch {
    sessionStorage.removeItem(draftKey(form));
    return undefined;
  }
}
