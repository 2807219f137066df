import type { ReactNode } from 'react';

/**
 * Yo's flat illustrations, drawn as small inline SVGs (no image requests): one scene per kind,
 * with a fixed size and a text alternative.
 */
export type IllustrationKind =
  | 'billpay'
  | 'topup'
  | 'donate'
  | 'scan'
  | 'gateway'
  | 'agent'
  | 'secure'
  | 'getpaid'
  | 'about'
  | 'contact'
  | 'documents'
  | 'map';

const RED = '#C8102E';
const BLUE = '#0B4F9C';
const NAVY = '#16213A';
const SKY = '#E6EFFA';
const SAND = '#FFF4DC';
const WHITE = '#FFFFFF';
const GREEN = '#1B6E35';
const GREY = '#C5CBD5';

const Phone = ({ x, y, children }: { x: number; y: number; children?: ReactNode }) => (
  <g transform={`translate(${x} ${y})`}>
    <rect width="96" height="176" rx="16" fill={NAVY} />
    <rect x="8" y="16" width="80" height="140" rx="6" fill={WHITE} />
    <rect x="36" y="6" width="24" height="4" rx="2" fill={GREY} />
    {children}
  </g>
);

const Card = ({ x, y, color = RED }: { x: number; y: number; color?: string }) => (
  <g transform={`translate(${x} ${y})`}>
    <rect width="120" height="76" rx="10" fill={color} />
    <rect x="12" y="16" width="22" height="16" rx="3" fill={SAND} />
    <rect x="12" y="48" width="70" height="6" rx="3" fill={WHITE} opacity="0.85" />
    <rect x="12" y="60" width="40" height="5" rx="2.5" fill={WHITE} opacity="0.6" />
    <circle cx="92" cy="58" r="10" fill={WHITE} opacity="0.5" />
    <circle cx="104" cy="58" r="10" fill={WHITE} opacity="0.8" />
  </g>
);

const Qr = ({ x, y, size = 60 }: { x: number; y: number; size?: number }) => {
  const cells = [0b1110111, 0b1010101, 0b1110111, 0b0001000, 0b1101011, 0b0110110, 0b1011101];
  const cell = size / 7;
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect width={size} height={size} fill={WHITE} />
      {cells.flatMap((row, r) =>
        Array.from({ length: 7 }, (_, c) =>
          (row >> (6 - c)) & 1 ? (
            <rect
              key={`${r}-${c}`}
              x={c * cell}
              y={r * cell}
              width={cell}
              height={cell}
              fill={NAVY}
            />
          ) : null,
        ),
      )}
    </g>
  );
};

const Check = ({ x, y, r = 18 }: { x: number; y: number; r?: number }) => (
  <g transform={`translate(${x} ${y})`}>
    <circle r={r} fill={GREEN} />
    <path
      d={`M${-r / 2} 0 l${r / 3} ${r / 3} l${r / 1.6} ${-r / 1.6}`}
      stroke={WHITE}
      strokeWidth="4"
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </g>
);

const Heart = ({
  x,
  y,
  s = 1,
  color = RED,
}: {
  x: number;
  y: number;
  s?: number;
  color?: string;
}) => (
  <path
    transform={`translate(${x} ${y}) scale(${s})`}
    d="M0 12 C-14 -6 -34 6 -20 24 L0 44 L20 24 C34 6 14 -6 0 12 Z"
    fill={color}
  />
);

const Shield = ({ x, y }: { x: number; y: number }) => (
  <g transform={`translate(${x} ${y})`}>
    <path d="M60 0 L116 20 V70 C116 112 90 138 60 152 C30 138 4 112 4 70 V20 Z" fill={BLUE} />
    <path d="M60 16 L102 31 V70 C102 102 84 124 60 136 Z" fill={WHITE} opacity="0.18" />
    <rect x="38" y="62" width="44" height="38" rx="6" fill={WHITE} />
    <path d="M46 62 V50 a14 14 0 0 1 28 0 V62" stroke={WHITE} strokeWidth="7" fill="none" />
    <circle cx="60" cy="80" r="6" fill={BLUE} />
  </g>
);

const Store = ({ x, y }: { x: number; y: number }) => (
  <g transform={`translate(${x} ${y})`}>
    <rect x="0" y="40" width="150" height="100" fill={WHITE} stroke={NAVY} strokeWidth="4" />
    <path d="M-6 40 L14 4 H136 L156 40 Z" fill={RED} />
    {[0, 1, 2, 3, 4].map((i) => (
      <path key={i} d={`M${-6 + i * 32.4} 40 a16.2 14 0 0 0 32.4 0`} fill={i % 2 ? WHITE : RED} />
    ))}
    <rect x="16" y="70" width="50" height="70" fill={SKY} stroke={NAVY} strokeWidth="3" />
    <rect x="84" y="70" width="50" height="40" fill={SKY} stroke={NAVY} strokeWidth="3" />
    <text
      x="75"
      y="32"
      textAnchor="middle"
      fontFamily="sans-serif"
      fontWeight="700"
      fontSize="18"
      fill={WHITE}
    >
      AGENT
    </text>
  </g>
);

const Bill = ({ x, y }: { x: number; y: number }) => (
  <g transform={`translate(${x} ${y})`}>
    <path
      d="M0 0 H100 V130 l-10 -8 l-10 8 l-10 -8 l-10 8 l-10 -8 l-10 8 l-10 -8 l-10 8 l-10 -8 l-10 8 Z"
      fill={WHITE}
      stroke={GREY}
      strokeWidth="3"
    />
    <rect x="14" y="16" width="50" height="8" rx="4" fill={BLUE} />
    <rect x="14" y="36" width="72" height="6" rx="3" fill={GREY} />
    <rect x="14" y="50" width="60" height="6" rx="3" fill={GREY} />
    <rect x="14" y="64" width="66" height="6" rx="3" fill={GREY} />
    <rect x="14" y="86" width="40" height="10" rx="5" fill={RED} />
  </g>
);

const Laptop = ({ x, y, children }: { x: number; y: number; children?: ReactNode }) => (
  <g transform={`translate(${x} ${y})`}>
    <rect x="20" y="0" width="200" height="128" rx="8" fill={NAVY} />
    <rect x="30" y="10" width="180" height="108" rx="3" fill={WHITE} />
    <path d="M0 134 H240 L228 148 H12 Z" fill={GREY} />
    {children}
  </g>
);

const Pin = ({ x, y, color = RED }: { x: number; y: number; color?: string }) => (
  <g transform={`translate(${x} ${y})`}>
    <path
      d="M0 0 C-16 0 -22 12 -22 20 C-22 36 0 56 0 56 C0 56 22 36 22 20 C22 12 16 0 0 0 Z"
      fill={color}
    />
    <circle cx="0" cy="20" r="8" fill={WHITE} />
  </g>
);

const Document = ({ x, y, color = BLUE }: { x: number; y: number; color?: string }) => (
  <g transform={`translate(${x} ${y})`}>
    <path d="M0 0 H74 L100 26 V136 H0 Z" fill={WHITE} stroke={GREY} strokeWidth="3" />
    <path d="M74 0 V26 H100" fill={SKY} stroke={GREY} strokeWidth="3" />
    <rect x="14" y="40" width="60" height="8" rx="4" fill={color} />
    <rect x="14" y="60" width="72" height="6" rx="3" fill={GREY} />
    <rect x="14" y="74" width="66" height="6" rx="3" fill={GREY} />
    <rect x="14" y="88" width="70" height="6" rx="3" fill={GREY} />
  </g>
);

function scene(kind: IllustrationKind): ReactNode {
  switch (kind) {
    case 'billpay':
      return (
        <>
          <Bill x={70} y={40} />
          <Card x={150} y={110} />
          <Check x={276} y={96} r={22} />
        </>
      );
    case 'topup':
      return (
        <>
          <Phone x={110} y={20}>
            <rect x="18" y="34" width="60" height="10" rx="5" fill={BLUE} />
            <text
              x="48"
              y="92"
              textAnchor="middle"
              fontFamily="sans-serif"
              fontWeight="700"
              fontSize="26"
              fill={RED}
            >
              $100
            </text>
            <rect x="18" y="112" width="60" height="22" rx="11" fill={RED} />
          </Phone>
          <Check x={236} y={60} />
          <circle cx="70" cy="150" r="16" fill={SAND} />
          <circle cx="280" cy="170" r="10" fill={RED} opacity="0.3" />
        </>
      );
    case 'donate':
      return (
        <>
          <Heart x={160} y={40} s={2.6} />
          <Heart x={80} y={120} s={1} color={BLUE} />
          <Heart x={260} y={130} s={0.8} color={BLUE} />
        </>
      );
    case 'scan':
      return (
        <>
          <rect
            x="40"
            y="40"
            width="120"
            height="140"
            rx="10"
            fill={WHITE}
            stroke={GREY}
            strokeWidth="3"
          />
          <Qr x={60} y={64} size={80} />
          <Phone x={190} y={24}>
            <Qr x={18} y={46} size={60} />
            <rect x="10" y="40" width="76" height="72" fill="none" stroke={RED} strokeWidth="3" />
          </Phone>
        </>
      );
    case 'gateway':
      return (
        <>
          <Laptop x={60} y={40}>
            <rect x="46" y="24" width="90" height="8" rx="4" fill={BLUE} />
            <rect x="46" y="42" width="148" height="14" rx="3" fill={SKY} />
            <rect x="46" y="62" width="148" height="14" rx="3" fill={SKY} />
            <rect x="130" y="88" width="64" height="20" rx="10" fill={RED} />
          </Laptop>
          <text x="96" y="210" fontFamily="monospace" fontSize="14" fill={NAVY}>
            {'POST /payments → 200 OK'}
          </text>
        </>
      );
    case 'agent':
      return (
        <>
          <Store x={90} y={50} />
          <Pin x={290} y={40} />
        </>
      );
    case 'secure':
      return (
        <>
          <Shield x={120} y={30} />
          <Check x={250} y={160} />
          <circle cx="80" cy="80" r="14" fill={SKY} />
        </>
      );
    case 'getpaid':
      return (
        <>
          <Laptop x={30} y={50} />
          <Qr x={200} y={40} size={70} />
          <Card x={220} y={130} color={BLUE} />
        </>
      );
    case 'about':
      return (
        <>
          <circle cx="120" cy="110" r="60" fill={RED} />
          <circle cx="220" cy="110" r="60" fill={BLUE} opacity="0.9" />
          <text
            x="170"
            y="124"
            textAnchor="middle"
            fontFamily="sans-serif"
            fontWeight="700"
            fontSize="44"
            fill={WHITE}
          >
            Yo
          </text>
        </>
      );
    case 'contact':
      return (
        <>
          <rect
            x="70"
            y="50"
            width="200"
            height="130"
            rx="10"
            fill={WHITE}
            stroke={GREY}
            strokeWidth="3"
          />
          <path
            d="M70 60 L170 130 L270 60"
            stroke={RED}
            strokeWidth="6"
            fill="none"
            strokeLinejoin="round"
          />
          <circle cx="276" cy="54" r="22" fill={BLUE} />
          <text
            x="276"
            y="62"
            textAnchor="middle"
            fontFamily="sans-serif"
            fontWeight="700"
            fontSize="22"
            fill={WHITE}
          >
            1
          </text>
        </>
      );
    case 'documents':
      return (
        <>
          <Document x={80} y={50} color={RED} />
          <Document x={150} y={34} />
          <Check x={270} y={160} />
        </>
      );
    case 'map':
      return (
        <>
          <path
            d="M40 60 L120 36 L200 60 L290 36 V180 L200 204 L120 180 L40 204 Z"
            fill={SKY}
            stroke={BLUE}
            strokeWidth="3"
          />
          <path d="M120 36 V180 M200 60 V204" stroke={BLUE} strokeWidth="2" opacity="0.5" />
          <Pin x={100} y={80} />
          <Pin x={180} y={110} color={BLUE} />
          <Pin x={250} y={70} />
        </>
      );
  }
}

export function Illustration({
  kind,
  alt,
  width = 340,
  height = 240,
}: {
  kind: IllustrationKind;
  alt: string;
  width?: number;
  height?: number;
}) {
  return (
    <svg
      viewBox="0 0 340 240"
      width={width}
      height={height}
      role="img"
      aria-label={alt}
      style={{ display: 'block', margin: '0 auto', maxWidth: '100%', height: 'auto' }}
    >
      <circle cx="170" cy="120" r="112" fill={SKY} />
      {scene(kind)}
    </svg>
  );
}
