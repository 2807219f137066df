import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SystemAlertPanel } from './SystemAlertPanel.js';

describe('SystemAlertPanel', () => {
  it('shows the title and the server HTML', () => {
    render(
      <SystemAlertPanel
        title="Service Temporarily Unavailable"
        html='<p>See <a href="https://example.com">status</a></p>'
      />,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Service Temporarily Unavailable');
    expect(screen.getByRole('link', { name: 'status' })).toHaveAttribute(
      'href',
      'https://example.com/',
    );
  });

  it('sanitises the HTML before inserting it', () => {
    const { container } = render(
      <SystemAlertPanel
        title="t"
        html={
          '<p onclick="alert(1)">a<script>alert(1)</script></p><iframe src="x"></iframe><a href="javascript:alert(1)">b</a><style>*{}</style>'
        }
      />,
    );
    expect(container.querySelector('script, iframe, style, [onclick]')).toBeNull();
    expect(container.querySelector('a')).not.toHaveAttribute('href');
  });

  it('uses the Alert tones and roles', () => {
    render(<SystemAlertPanel tone="error" title="Payments are paused" html="x" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Payments are paused');
  });
});
