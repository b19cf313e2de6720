interface UploadProgressProps {
  /** '2 bestanden (3,1 MB) worden verstuurd…' */
  text: string;
  /** bytes sent and in all, where the transport reports them; otherwise the bar runs without an end */
  progress?: { sent: number; total: number } | null;
}

/**
 * A submission that carries files: fetch cannot report the bytes of a
 * request body over HTTP/1.1, so the bar is indeterminate and the text says
 * how many files of what size are on their way.
 */
export function UploadProgress({ text, progress }: UploadProgressProps) {
  return (
    <div className="upload-progress" role="status">
      <progress className="upload-progress__bar" aria-label={text} max={progress?.total} value={progress?.sent} />
      <span className="upload-progress__text">{text}</span>
    </div>
  );
}
