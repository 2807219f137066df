import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { BannerCarousel } from './BannerCarousel.js';

const banners = [
  { id: 7, message: '<p>One <a href="javascript:alert(1)">bad</a></p>', closeable: true },
  { id: 8, message: '<p onclick="x()">Two<script>alert(1)</script></p>', closeable: false },
];

describe('BannerCarousel', () => {
  it('renders nothing without banners', () => {
    const { container } = render(<BannerCarousel banners={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('sanitises each message', () => {
    const { container } = render(<BannerCarousel banners={banners} autoplay={false} />);
    expect(container.querySelector('script, [onclick]')).toBeNull();
    expect(container.querySelector('a')).not.toHaveAttribute('href');
    expect(screen.getByRole('region', { name: 'Messages' })).toBeInTheDocument();
  });

  it('renders the text on a server, hydrates with it, then shows the sanitised message', async () => {
    const linked = [{ id: 9, message: '<p>Paying as a guest? <a href="/signup">Sign up</a>.</p>' }];
    const html = renderToString(<BannerCarousel banners={linked} autoplay={false} />);
    expect(html).toContain('Paying as a guest? Sign up.');
    expect(html).not.toContain('<a');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <BannerCarousel banners={linked} autoplay={false} />, {
        onRecoverableError: recoverable,
      });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(container.querySelector('a')).toHaveAttribute('href', '/signup');
    container.remove();
  });

  it('gives closeable banners a Close button calling onDismiss with the id', () => {
    const onDismiss = vi.fn();
    render(<BannerCarousel banners={banners} onDismiss={onDismiss} autoplay={false} />);
    const closes = screen.getAllByRole('button', { name: /Close message/, hidden: true });
    expect(closes).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close message 1 of 2' }));
    expect(onDismiss).toHaveBeenCalledWith(7);
  });

  it('has only the Close button for a single banner', () => {
    render(<BannerCarousel banners={banners.slice(0, 1)} onDismiss={() => {}} />);
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Close message',
    ]);
  });

  it('plays every 5 s by default like a Carousel', () => {
    vi.stubGlobal('matchMedia', (q: string) => ({
      matches: !q.includes('reduce'),
      media: q,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    render(<BannerCarousel banners={banners} />);
    expect(screen.getByRole('button', { name: 'Pause messages' })).toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});
