import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel, type CarouselSlide } from './Carousel.js';

const slides: CarouselSlide[] = [1, 2, 3].map((n) => ({
  id: `s${n}`,
  label: `Slide ${n}`,
  content: <a href={`/s${n}`}>Link {n}</a>,
}));

function mockMedia({ wide, reduced }: { wide: boolean; reduced: boolean }) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce') ? reduced : query.includes('min-width') ? wide : false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const current = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .find((g) => !g.hasAttribute('aria-hidden'))!
    .getAttribute('aria-label');

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: false }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Carousel', () => {
  it('is a named carousel region of named slides, the others inert', () => {
    mockMedia({ wide: true, reduced: false });
    render(<Carousel slides={slides} label="Featured" />);
    const region = screen.getByRole('region', { name: 'Featured' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const groups = screen.getAllByRole('group', { hidden: true });
    expect(groups[0]).toHaveAttribute('aria-roledescription', 'slide');
    expect(groups[0]).toHaveAttribute('aria-label', '1 of 3, Slide 1');
    expect(groups[1]).toHaveAttribute('aria-hidden', 'true');
    expect(groups[1]).toHaveAttribute('inert');
  });

  it('plays every interval on wide screens, with a pause button, silently', () => {
    mockMedia({ wide: true, reduced: false });
    const { container } = render(<Carousel slides={slides} label="F" autoplayInterval={5000} />);
    expect(screen.getByRole('button', { name: 'Pause slide show' })).toBeInTheDocument();
    expect(container.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'off');
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe('2 of 3, Slide 2');
    act(() => vi.advanceTimersByTime(10000));
    expect(current()).toBe('1 of 3, Slide 1');
  });

  it('does not play on phones or with reduced motion, and is polite', () => {
    for (const media of [
      { wide: false, reduced: false },
      { wide: true, reduced: true },
    ]) {
      mockMedia(media);
      const { container, unmount } = render(
        <Carousel slides={slides} label="F" autoplayInterval={1000} />,
      );
      // The pause control keeps its place in the markup, and CSS hides it where nothing plays (the
      // 320 px screenshots of the stories check that in a browser).
      expect(container.querySelector('[data-rotation-control]')).not.toBeNull();
      expect(container.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
      act(() => vi.advanceTimersByTime(5000));
      expect(current()).toBe('1 of 3, Slide 1');
      unmount();
    }
  });

  it('pauses on hover and on focus, and by the pause button', () => {
    mockMedia({ wide: true, reduced: false });
    render(<Carousel slides={slides} label="F" autoplayInterval={1000} />);
    const region = screen.getByRole('region');
    fireEvent.pointerEnter(region, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(3000));
    expect(current()).toBe('1 of 3, Slide 1');
    fireEvent.pointerLeave(region);
    act(() => vi.advanceTimersByTime(1000));
    expect(current()).toBe('2 of 3, Slide 2');

    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    act(() => vi.advanceTimersByTime(3000));
    expect(current()).toBe('2 of 3, Slide 2');
    act(() => screen.getByRole('button', { name: 'Next slide' }).blur());

    fireEvent.click(screen.getByRole('button', { name: 'Pause slide show' }));
    act(() => vi.advanceTimersByTime(3000));
    expect(current()).toBe('2 of 3, Slide 2');
    fireEvent.click(screen.getByRole('button', { name: 'Play slide show' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(current()).toBe('3 of 3, Slide 3');
  });

  it('moves with previous, next and the dots, wrapping around', () => {
    mockMedia({ wide: true, reduced: true });
    const onIndexChange = vi.fn();
    render(<Carousel slides={slides} label="F" onIndexChange={onIndexChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(current()).toBe('3 of 3, Slide 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current()).toBe('1 of 3, Slide 1');
    const dot = screen.getByRole('button', { name: 'Go to slide 2' });
    fireEvent.click(dot);
    expect(dot).toHaveAttribute('aria-current', 'true');
    expect(onIndexChange.mock.calls.map((c) => c[0])).toEqual([2, 0, 1]);
  });

  it('stops at the ends without loop, and shows several slides per view', () => {
    mockMedia({ wide: true, reduced: true });
    render(<Carousel slides={slides} label="F" loop={false} slidesPerView={2} />);
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeDisabled();
    expect(screen.getAllByRole('button', { name: /Go to slide/ })).toHaveLength(2);
    expect(screen.getAllByRole('group')).toHaveLength(2);
  });

  it('moves one slide on a touch swipe', () => {
    mockMedia({ wide: false, reduced: false });
    const { container } = render(<Carousel slides={slides} label="F" />);
    const viewport = container.querySelector('section > div')!;
    fireEvent.pointerDown(viewport, { pointerType: 'touch', clientX: 200 });
    fireEvent.pointerUp(viewport, { pointerType: 'touch', clientX: 100 });
    expect(current()).toBe('2 of 3, Slide 2');
    fireEvent.pointerDown(viewport, { pointerType: 'touch', clientX: 100 });
    fireEvent.pointerUp(viewport, { pointerType: 'touch', clientX: 180 });
    expect(current()).toBe('1 of 3, Slide 1');
  });

  it('puts its controls in one bar: pause first, then previous, up to five dots, next', () => {
    mockMedia({ wide: true, reduced: false });
    const five = [1, 2, 3, 4, 5].map((n) => ({ id: `f${n}`, content: `Slide ${n}` }));
    render(<Carousel slides={five} label="F" autoplayInterval={1000} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Pause slide show',
      'Previous slide',
      'Go to slide 1',
      'Go to slide 2',
      'Go to slide 3',
      'Go to slide 4',
      'Go to slide 5',
      'Next slide',
    ]);
    const bar = buttons[0]!.closest('section > div:last-child');
    expect(buttons.every((b) => bar?.contains(b))).toBe(true);
  });

  it('shows a count instead of dots beyond five positions, for the eye only', () => {
    mockMedia({ wide: true, reduced: true });
    const seven = [1, 2, 3, 4, 5, 6, 7].map((n) => ({ id: `s${n}`, content: `Slide ${n}` }));
    const { container } = render(<Carousel slides={seven} label="F" defaultIndex={2} />);
    expect(screen.queryByRole('button', { name: /Go to slide/ })).toBeNull();
    const count = screen.getByText('3 / 7');
    expect(count).toHaveAttribute('aria-hidden', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(container.textContent).toContain('4 / 7');
    expect(current()).toBe('4 of 7');
  });

  it('has no controls for a single slide', () => {
    mockMedia({ wide: true, reduced: false });
    render(<Carousel slides={slides.slice(0, 1)} label="F" autoplayInterval={1000} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
