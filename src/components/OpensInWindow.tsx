import './opensInWindow.css';

/**
 * In the quick-deposit frame: what cannot run inside a frame (Plaid's Link, a wallet's pages)
 * opens in a window of its own. `route` is the app's route there; '?' drops the page query (the
 * frame's flag) from the address, so the window is the whole app.
 */
export function OpensInWindow({
  sentence,
  label,
  route,
  onOpen,
}: {
  sentence: string;
  label: string;
  route: string;
  /** The window was asked for: the frame rechecks the balance when the person comes back. */
  onOpen: () => void;
}) {
  return (
    <div className="opens-in-window">
      <p>{sentence}</p>
      <a
        className="button button--primary"
        href={`?#${route}`}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onOpen}
      >
        {label}
      </a>
    </div>
  );
}
