import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackToTop } from './BackToTop.js';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

let scrollSpy: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrollSpy = vi.fn();
  window.scrollTo = scrollSpy as unknown as typeof window.scrollTo;
  scrollTo(0);
});
afterEach(() => vi.unstubAllGlobals());

describe('BackToTop', () => {
  it('appears only after 100 px of scroll by default', () => {
    render(<BackToTop />);
    expect(screen.queryByRole('button')).toBeNull();
    scrollTo(100);
    expect(screen.queryByRole('button')).toBeNull();
    scrollTo(101);
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
    scrollTo(20);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows on a page that is already scrolled once the first frame is drawn', async () => {
    scrollTo(400);
    render(<BackToTop />);
    // Not read while mounting (that forced a layout in React's commit), but right after.
    expect(screen.queryByRole('button')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Back to top' })).toBeInTheDocument();
  });

  it('steps out of the way while a field or a button is under it', async () => {
    render(
      <>
        <input aria-label="Card Number" />
        <p>Text</p>
        <BackToTop data-testid="back-to-top" />
      </>,
    );
    const under = { current: screen.getByRole('textbox') as Element };
    const elementsFromPoint = vi.fn(() => [under.current]);
    Object.defineProperty(document, 'elementsFromPoint', {
      value: elementsFromPoint,
      configurable: true,
    });
    scrollTo(400);
    const root = screen.getByTestId('back-to-top');
    await vi.waitFor(() => expect(root).toHaveAttribute('data-covering', 'true'));
    under.current = screen.getByText('Text');
    scrollTo(500);
    await vi.waitFor(() => expect(root).not.toHaveAttribute('data-covering'));
    expect(elementsFromPoint).toHaveBeenCalled();
    Reflect.deleteProperty(document, 'elementsFromPoint');
  });

  it('takes its threshold as a prop', () => {
    render(<BackToTop threshold={500} />);
    scrollTo(300);
    expect(screen.queryByRole('button')).toBeNull();
    scrollTo(501);
    expect(screen.getByRole('button')).toBeInTheDocument();
  });

  it('scrolls smoothly to the top and moves focus to the target', async () => {
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: false, media: q }));
    render(
      <>
        <h1 id="top">Title</h1>
        <BackToTop targetId="top" />
      </>,
    );
    scrollTo(400);
    await userEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scrollSpy).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    const heading = screen.getByRole('heading', { name: 'Title' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('jumps without animation for reduced motion', async () => {
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('reduce'), media: q }));
    render(<BackToTop />);
    scrollTo(400);
    await userEvent.click(screen.getByRole('button'));
    expect(scrollSpy).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });
});
