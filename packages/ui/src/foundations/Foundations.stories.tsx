import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { CSSProperties } from 'react';
import { vars } from '../tokens/theme.css.js';
import { listTokens } from './tokenList.js';

const all = listTokens();
const group = (prefix: string) => all.filter((t) => t.path.startsWith(prefix));

const page: CSSProperties = {
  display: 'grid',
  gap: 24,
  maxWidth: 960,
  color: vars.color.text.default,
};
const code: CSSProperties = { fontFamily: vars.font.family.mono, fontSize: 13 };

/** The design tokens, generated from the tokens themselves: what you see is what the code uses. */
const meta = {
  title: 'Foundations',
  tags: ['vrt', '!autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function Swatch({ variable, path, value }: { variable: string; path: string; value: string }) {
  return (
    <li style={{ display: 'flex', gap: 12, alignItems: 'center', minWidth: 0 }}>
      <span
        aria-hidden="true"
        style={{
          width: 48,
          height: 48,
          flexShrink: 0,
          borderRadius: 8,
          background: `var(${variable})`,
          border: `1px solid ${vars.color.border.default}`,
        }}
      />
      <span style={{ display: 'grid', minWidth: 0 }}>
        <strong style={{ fontSize: 14 }}>{path.replace('color.', '')}</strong>
        <code style={{ ...code, overflowWrap: 'anywhere' }}>{variable}</code>
        <code style={code}>{value}</code>
      </span>
    </li>
  );
}

export const Colours: Story = {
  render: () => {
    const sections = [
      'brand',
      'text',
      'surface',
      'border',
      'critical',
      'positive',
      'caution',
      'info',
    ];
    return (
      <div style={page}>
        <h1 style={{ margin: 0 }}>Colours</h1>
        <p style={{ margin: 0 }}>
          Brand red leads every primary action; blue is the secondary brand colour and the colour of
          links and focus. Tones carry meaning: critical for errors, positive for success, caution
          for warnings, info for notices.
        </p>
        {sections.map((section) => (
          <section key={section} aria-labelledby={`colours-${section}`}>
            <h2 id={`colours-${section}`} style={{ fontSize: 18, textTransform: 'capitalize' }}>
              {section}
            </h2>
            <ul
              style={{
                listStyle: 'none',
                padding: 0,
                margin: 0,
                display: 'grid',
                gap: 12,
                gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
              }}
            >
              {group(`color.${section}`).map((t) => (
                <Swatch key={t.path} {...t} />
              ))}
            </ul>
          </section>
        ))}
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('--yo-color-brand-primary')).toBeVisible();
  },
};

export const Typography: Story = {
  render: () => (
    <div style={page}>
      <h1 style={{ margin: 0 }}>Typography</h1>
      <p style={{ margin: 0 }}>
        Inter, self-hosted with the app. Sizes step from 12 to 36 px; body text is 16 px at 1.5 line
        height.
      </p>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 16 }}>
        {group('font.size').map((t) => (
          <li key={t.path} style={{ display: 'grid', gap: 4 }}>
            <span style={{ fontSize: `var(${t.variable})`, lineHeight: 1.25, fontWeight: 600 }}>
              Pay your T&amp;TEC bill in under 2 minutes
            </span>
            <code style={code}>
              {t.variable} · {t.value}
            </code>
          </li>
        ))}
      </ul>
      <ul
        style={{
          listStyle: 'none',
          padding: 0,
          margin: 0,
          display: 'flex',
          gap: 24,
          flexWrap: 'wrap',
        }}
      >
        {group('font.weight').map((t) => (
          <li
            key={t.path}
            style={{ fontWeight: `var(${t.variable})` as CSSProperties['fontWeight'] }}
          >
            {t.path.split('.').pop()} {t.value}
          </li>
        ))}
      </ul>
    </div>
  ),
};

export const Spacing: Story = {
  render: () => (
    <div style={page}>
      <h1 style={{ margin: 0 }}>Spacing</h1>
      <p style={{ margin: 0 }}>A 4 px grid. Components use these steps for padding and gaps.</p>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
        {group('space').map((t) => (
          <li key={t.path} style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
            <code style={{ ...code, width: 110, flexShrink: 0 }}>{t.variable}</code>
            <span
              aria-hidden="true"
              style={{
                height: 16,
                width: `var(${t.variable})`,
                background: vars.color.brand.secondary,
              }}
            />
            <span style={code}>{t.value}</span>
          </li>
        ))}
      </ul>
      <h2 style={{ fontSize: 18, margin: 0 }}>Radius</h2>
      <ul
        style={{
          listStyle: 'none',
          padding: 0,
          margin: 0,
          display: 'flex',
          gap: 16,
          flexWrap: 'wrap',
        }}
      >
        {group('radius').map((t) => (
          <li key={t.path} style={{ display: 'grid', justifyItems: 'center', gap: 4 }}>
            <span
              aria-hidden="true"
              style={{
                width: 56,
                height: 56,
                borderRadius: `var(${t.variable})`,
                border: `2px solid ${vars.color.brand.secondary}`,
              }}
            />
            <code style={code}>{t.path.split('.').pop()}</code>
          </li>
        ))}
      </ul>
    </div>
  ),
};

export const TokenList: Story = {
  name: 'Token list',
  render: () => (
    <div style={page}>
      <h1 style={{ margin: 0 }}>Token list</h1>
      <p style={{ margin: 0 }}>
        Every token and its CSS variable. The names are stable: apps and layouts may read them.
      </p>
      <div style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Token list">
        <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}>
          <thead>
            <tr>
              {['Token', 'CSS variable', 'Value'].map((h) => (
                <th
                  key={h}
                  scope="col"
                  style={{
                    textAlign: 'left',
                    padding: 8,
                    borderBottom: `2px solid ${vars.color.border.strong}`,
                  }}
                >
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {all.map((t) => (
              <tr key={t.path}>
                <td style={{ padding: 8, borderBottom: `1px solid ${vars.color.border.default}` }}>
                  {t.path}
                </td>
                <td style={{ padding: 8, borderBottom: `1px solid ${vars.color.border.default}` }}>
                  <code style={code}>{t.variable}</code>
                </td>
                <td
                  style={{
                    padding: 8,
                    borderBottom: `1px solid ${vars.color.border.default}`,
                    overflowWrap: 'anywhere',
                  }}
                >
                  <code style={code}>{t.value}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row');
    // One header row plus one row per token, straight from the token tree.
    await expect(rows).toHaveLength(1 + all.length);
  },
};
