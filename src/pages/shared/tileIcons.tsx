// The icons of the service tiles: one line-drawn SVG each, the same in both languages (never a character standing
// in for a picture). Drawn on a 24 × 24 grid with round 1.8 strokes, in the tile's white.

const PATHS = {
  topup:
    'M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM11 18h2M10 8l2 2.5 2-2.5M12 10.5V14M10.5 12h3',
  data: 'M5 20v-3M10 20v-7M15 20V9M20 20V5',
  broadband: 'M2.5 9a14 14 0 0 1 19 0M5.5 12.5a9.5 9.5 0 0 1 13 0M8.8 15.8a5 5 0 0 1 6.4 0M12 19.5h.01',
  cards: 'M8 3h6l4 4v13a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM10 12h5v5h-5z',
  plan: 'M12 3l9 5-9 5-9-5 9-5zM3 13l9 5 9-5',
  bill: 'M6 3h12v18l-3-2-3 2-3-2-3 2V3zM9 8h6M9 12h6M9 16h3',
  complain: 'M4 5h16v11H9l-5 4V5zM8 9h8M8 12h5',
  member: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9L12 3z',
  gift: 'M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7C10.5 4 7 4 7 6s3 1 5 1zm0 0c1.5-3 5-3 5-1s-3 1-5 1z',
  more: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z',
  history: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v5M12 8h.01',
  list: 'M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01',
  account: 'M4 6h16v12H4zM4 10h16M8 15h3',
  meter: 'M4 16a8 8 0 1 1 16 0M12 16l4-5M4 20h16',
  refund: 'M9 14L4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3',
  points: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7l1.5 3 3.3.5-2.4 2.3.6 3.2-3-1.6-3 1.6.6-3.2-2.4-2.3 3.3-.5L12 7z',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  track: 'M5 19V5M5 5h11l-2 4 2 4H5M9 19h.01',
  order: 'M8 4h8v3H8zM6 5.5H5v15h14v-15h-1M9 12h6M9 16h4',
  alert: 'M12 3l9.5 17h-19L12 3zM12 10v4M12 17h.01',
  file: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6',
  flash: 'M13 2L5 14h6l-1 8 8-12h-6l1-8z',
  exit: 'M10 4H5v16h5M15 8l4 4-4 4M19 12H9',
} as const;

export type TileIcon = keyof typeof PATHS;

export function TileIconSvg({ icon, className }: { icon: TileIcon; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[icon]} />
    </svg>
  );
}
