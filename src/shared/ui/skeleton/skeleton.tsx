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
