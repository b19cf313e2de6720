import './skeleton.css';

/**
 * A placeholder in the shape of what is loading, instead of 'Bezig met
 * laden…': grey bars that reserve the content's space so nothing jumps when
 * it arrives. Screen readers hear the label once (role status); the bars
 * themselves are hidden from them. `lines` bars, the last one shorter.
 */
export function Skeleton({ label, lines = 3, heading = false }: { label: string; lines?: number; heading?: boolean }) {
  return (
    <div className="skeleton" role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {heading && <span className="skeleton__bar skeleton__bar--heading" aria-hidden="true" />}
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className="skeleton__bar" aria-hidden="true" />
      ))}
    </div>
  );
}
