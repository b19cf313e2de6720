import { useEffect, useRef, type ReactNode } from 'react';
import './page.css';

interface PageProps {
  title: string;
  /** shown above the title, e.g. a status badge */
  kicker?: ReactNode;
  children?: ReactNode;
}

/**
 * A screen's frame: its h1 takes focus when the page opens, so that screen
 * readers and keyboard users start at the new content after a navigation.
 */
export function Page({ title, kicker, children }: PageProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [title]);
  return (
    <div className="page">
      {kicker}
      <h1 className="page__title" tabIndex={-1} ref={heading}>
        {title}
      </h1>
      {children}
    </div>
  );
}
