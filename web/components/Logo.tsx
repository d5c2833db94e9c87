// The Pena wordmark: a pen-nib mark in a rounded square and the name, as one SVG.
type LogoProps = {
  /** Height in pixels; the width follows. */
  height?: number;
  /** 'color' on light backgrounds, 'white' on the brand colour. */
  tone?: 'color' | 'white';
  title?: string;
  /** Only the mark, for narrow screens. */
  markOnly?: boolean;
};

export function Logo({ height = 32, tone = 'color', title = 'Pena', markOnly = false }: LogoProps) {
  const mark = tone === 'white' ? '#ffffff' : 'var(--mantine-color-pena-7)';
  const nib = tone === 'white' ? 'var(--mantine-color-pena-8)' : '#ffffff';
  const word = tone === 'white' ? '#ffffff' : 'var(--mantine-color-pena-9)';
  const viewWidth = markOnly ? 36 : 124;
  return (
    <svg
      height={height}
      width={(height * viewWidth) / 40}
      viewBox={`0 0 ${viewWidth} 40`}
      role="img"
      aria-label={title}
      style={{ display: 'block', flexShrink: 0 }}
    >
      <title>{title}</title>
      <rect x="0" y="2" width="36" height="36" rx="10" fill={mark} />
      <path d="M11.5 9 H24.5 V15.5 C24.5 20 21.5 24.5 18 32 C14.5 24.5 11.5 20 11.5 15.5 Z" fill={nib} />
      <rect x="11.5" y="12.2" width="13" height="1.6" fill={mark} />
      <circle cx="18" cy="20.5" r="2.3" fill={mark} />
      <rect x="17.25" y="20.5" width="1.5" height="11.5" fill={mark} />
      {!markOnly && (
        <text
          x="46"
          y="29.5"
          fill={word}
          fontFamily="Inter, 'Segoe UI', system-ui, -apple-system, Roboto, Arial, sans-serif"
          fontSize="27"
          fontWeight="700"
          letterSpacing="-0.5"
        >
          Pena
        </text>
      )}
    </svg>
  );
}
