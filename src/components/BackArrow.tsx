/**
 * A screen's back arrow, named 'Back': a link where the screen knows where back is (`to`, a
 * route), else a button whose press the screen's saga answers (usually back in history).
 */
export function BackArrow({ to, onBack }: { to?: string | null; onBack: () => void }) {
  const arrow = (
    <span aria-hidden="true" className="back-arrow__icon">
      ←
    </span>
  );
  return to ? (
    <a className="back-arrow" href={`#${to}`} aria-label="Back">
      {arrow}
    </a>
  ) : (
    <button type="button" className="back-arrow" aria-label="Back" onClick={onBack}>
      {arrow}
    </button>
  );
}
