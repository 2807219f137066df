import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BAR_COLORS, BarChart } from './BarChart.js';
import NivoBar from './NivoBar.js';

const props = {
  title: 'Last 6 Month Stats',
  series: [
    { id: 'billPay', label: 'Bill Pay' },
    { id: 'topUps', label: 'Top Ups' },
  ],
  data: [{ label: 'Jun', values: { billPay: 1250, topUps: 300 } }],
};

describe('BarChart without a browser layout', () => {
  it('renders on the server with its data table (the drawing loads in the browser)', () => {
    const html = renderToString(<BarChart {...props} />);
    expect(html).toContain('Last 6 Month Stats');
    expect(html).toContain('<table');
    expect(html).toContain('1,250');
  });

  it('the nivo drawing mounts under React 19 in jsdom', () => {
    expect(() =>
      render(
        <div style={{ width: 400, height: 200 }}>
          <NivoBar
            rows={[{ group: 'Jun', billPay: 1250, topUps: 300 }]}
            keys={['billPay', 'topUps']}
            labels={{ billPay: 'Bill Pay', topUps: 'Top Ups' }}
            colors={BAR_COLORS}
            formatValue={String}
            formatAxisValue={String}
            animate={false}
          />
        </div>,
      ),
    ).not.toThrow();
  });
});
