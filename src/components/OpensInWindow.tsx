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
}: {
  sentence: string;
  label: string;
  route: string;
}) {
  return (
    <div className="opens-in-window">
      <p>{sentence}</p>
      <a
        className="button button--primary"
        href={`?#${route}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        {label}
      </a>
    </div>
  );
}
