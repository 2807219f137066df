import { Suspense } from 'react';
import { later } from '../../forms/later';
import type { CodeDialogProps } from './CodeDialog';

const CodeDialog = later(() => import('./CodeDialog').then((module) => module.CodeDialog));

/**
 * Fetches the code dialog's chunk (the dialog, its overlay and the code field): called as soon as
 * the customer starts on the form that leads to it, so it is there when the code is sent.
 */
export const preloadCodeDialog = CodeDialog.preload;

/** The code dialog, mounted (and its chunk loaded) only while a code is being asked for. */
export function LazyCodeDialog(props: CodeDialogProps) {
  if (props.verification.state.step === 'closed') return null;
  return (
    <Suspense fallback={null}>
      <CodeDialog {...props} />
    </Suspense>
  );
}
