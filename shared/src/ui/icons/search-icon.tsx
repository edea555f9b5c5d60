/**
 * A magnifying glass, drawn: no font of the page's stack has a search glyph, so a typed one ("⌕")
 * would come from whatever fallback font a platform has, at that font's size, and cost the page's
 * first layout a fallback-font lookup.
 */
export function SearchIcon({ size = 16, className }: { size?: number; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 16 16"
      width={size}
      height={size}
      fill="none"
      className={className}
    >
      <circle cx="7" cy="7" r="4.75" stroke="currentColor" strokeWidth="1.5" />
      <path d="m10.5 10.5 3.5 3.5" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}
