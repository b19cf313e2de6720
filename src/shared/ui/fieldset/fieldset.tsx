import type { ReactNode } from 'react';

/** A group of fields with its legend (read out with each field by screen readers). */
export function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="fieldset">
      <legend className="fieldset__legend">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** Fields side by side on wide screens (house number and addition), stacked on narrow ones. */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className="field-row">{children}</div>;
}
