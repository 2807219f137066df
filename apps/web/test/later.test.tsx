import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { later } from '../src/forms/later';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>could not load</p> : this.props.children;
  }
}

function Part({ text }: { text: string }) {
  return <p>{text}</p>;
}

describe('later', () => {
  it('renders the part once its chunk has arrived, and at once after that', async () => {
    const Later = later(async () => Part);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Later text="arrived" />
      </Suspense>,
    );
    expect(await screen.findByText('arrived')).toBeInTheDocument();
  });

  it('fails to the error boundary when the chunk cannot load, and loads it again when asked', async () => {
    let attempts = 0;
    const Later = later(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return Part;
    });
    // The preload's failure alone throws nothing.
    await act(async () => Later.preload());
    const first = render(
      <Boundary>
        <Suspense fallback={<p>loading</p>}>
          <Later text="arrived" />
        </Suspense>
      </Boundary>,
    );
    expect(await screen.findByText('could not load')).toBeInTheDocument();
    first.unmount();
    await act(async () => Later.preload());
    render(
      <Boundary>
        <Suspense fallback={<p>loading</p>}>
          <Later text="arrived" />
        </Suspense>
      </Boundary>,
    );
    expect(await screen.findByText('arrived')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});
