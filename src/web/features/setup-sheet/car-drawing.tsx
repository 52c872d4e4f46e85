// Our own drawing of the Agama 1/8 buggy from above, front at the top, in three slices (front end,
// centre, rear end) that sit behind the middle column of the drawing view, so each slice stretches to
// its row's height and its wheels stay beside the hub and arm settings of that end. Decoration only.
import type { ReactNode } from 'react';

function Slice({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 100 100"
      preserveAspectRatio="none"
      className="absolute inset-0 size-full text-(--muted-foreground)"
      fill="currentColor"
      fillOpacity={0.08}
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

/** The same line width however far a slice is stretched (set on each shape: it is not inherited). */
const stroke = { vectorEffect: 'non-scaling-stroke' } as const;

/** A wheel seen from above: the tyre, its tread blocks, and the hub. */
function Wheel({ x, y, width, height }: { x: number; y: number; width: number; height: number }) {
  const blocks = Array.from({ length: 6 }, (_, index) => y + ((index + 0.5) * height) / 6);
  return (
    <g>
      <rect x={x} y={y} width={width} height={height} rx={2} fillOpacity={0.35} style={stroke} />
      {blocks.map((blockY) => (
        <line key={blockY} x1={x + 1} x2={x + width - 1} y1={blockY} y2={blockY} style={stroke} />
      ))}
    </g>
  );
}

/** A shock absorber from its tower mount down to the arm. */
const Shock = ({ x1, y1, x2, y2 }: { x1: number; y1: number; x2: number; y2: number }) => (
  <line x1={x1} y1={y1} x2={x2} y2={y2} strokeWidth={4} strokeLinecap="round" style={stroke} />
);

export function FrontEndDrawing() {
  return (
    <Slice>
      <path d="M30 2 H70 L76 10 H24 Z" style={stroke} />
      <path d="M38 10 H62 L64 100 H36 Z" style={stroke} />
      <path d="M37 46 L20 50 V64 L37 70 Z M63 46 L80 50 V64 L63 70 Z" style={stroke} />
      <rect x={15} y={51} width={6} height={12} style={stroke} />
      <rect x={79} y={51} width={6} height={12} style={stroke} />
      <Wheel x={1} y={36} width={14} height={42} />
      <Wheel x={85} y={36} width={14} height={42} />
      <rect x={24} y={20} width={52} height={7} rx={1} style={stroke} />
      <Shock x1={28} y1={24} x2={24} y2={56} />
      <Shock x1={72} y1={24} x2={76} y2={56} />
      <rect x={44} y={30} width={12} height={10} rx={1} style={stroke} />
    </Slice>
  );
}

export function CentreDrawing() {
  return (
    <Slice>
      <path d="M36 0 H64 L68 20 V80 L64 100 H36 L32 80 V20 Z" style={stroke} />
      <rect x={14} y={18} width={20} height={34} rx={4} style={stroke} />
      <circle cx={62} cy={58} r={13} style={stroke} />
      <circle cx={62} cy={58} r={7} style={stroke} />
      <rect x={44} y={14} width={12} height={18} rx={1} style={stroke} />
      <line x1={50} y1={0} x2={50} y2={14} style={stroke} />
      <line x1={50} y1={32} x2={50} y2={100} style={stroke} />
      <rect x={14} y={62} width={18} height={24} rx={2} style={stroke} />
    </Slice>
  );
}

export function RearEndDrawing() {
  return (
    <Slice>
      <path d="M36 0 H64 L62 80 H38 Z" style={stroke} />
      <path d="M37 30 L20 34 V50 L37 56 Z M63 30 L80 34 V50 L63 56 Z" style={stroke} />
      <rect x={15} y={36} width={6} height={12} style={stroke} />
      <rect x={79} y={36} width={6} height={12} style={stroke} />
      <Wheel x={1} y={20} width={15} height={46} />
      <Wheel x={84} y={20} width={15} height={46} />
      <rect x={22} y={66} width={56} height={7} rx={1} style={stroke} />
      <Shock x1={26} y1={70} x2={23} y2={42} />
      <Shock x1={74} y1={70} x2={77} y2={42} />
      <rect x={43} y={36} width={14} height={12} rx={1} style={stroke} />
      <path d="M8 86 H92 L90 98 H10 Z" style={stroke} />
    </Slice>
  );
}
