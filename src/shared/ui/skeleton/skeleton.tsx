import './skeleton.css';

/**
 * A placeholder in the shape of what is loading, instead of 'Bezig met
 * laden…': grey bars that reserve the content's space so nothing jumps when
 * it arrives. Screen readers hear the label (role status); the bars
 * themselves are hidden from them, and a skeleton without a label is silent
 * (one of several side by side). `lines` bars, the last one shorter.
 */
export function Skeleton({ label, lines = 3, heading = false }: { label?: string; lines?: number; heading?: boolean }) {
  const announced = label ? { role: 'status', 'aria-busy': true } : { 'aria-hidden': true };
  return (
    <div className="skeleton" {...announced}>
      {label && <span className="visually-hidden">{label}</span>}
      {heading && <span className="skeleton__bar skeleton__bar--heading" aria-hidden="true" />}
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className="skeleton__bar" aria-hidden="true" />
      ))}
    </div>
  );
}

/**
 * The place of one line of text that is still to come, in the element that will hold it (its class gives the
 * line's font, so the height is the line's): nothing under it moves when the text comes. Hidden from screen
 * readers; the loading is announced by whoever holds the lines.
 */
export function KeptLine({ className }: { className?: string }) {
  return <p className={className ? `skeleton__kept-line ${className}` : 'skeleton__kept-line'} aria-hidden="true" />;
}
