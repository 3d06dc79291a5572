import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

interface DialogProps {
  message: string;
  /** A sentence shown above the message, and part of the dialog's name. */
  lead?: string;
  /** A new value moves focus to the dialog's first control again (the message changed). */
  focusKey: string;
  onEscape: () => void;
  /** The dialog's controls (OK, Log In). */
  children: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled])';

/**
 * A modal dialog named by its message. Focus moves to its first control when it opens and goes
 * back where it was when it closes (or to the main area); Escape closes it; Tab stays inside. App makes the rest of
 * the page inert while it is open.
 */
export function Dialog({ message, lead, focusKey, onEscape, children }: DialogProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const messageId = useId();

  useEffect(() => {
    const page = dialog.current?.ownerDocument;
    const previous = page?.activeElement;
    return () => {
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
      // What had focus may take it no more (a failed submit disables its button): the main
      // area takes it, so keyboard users go on from the page and not from its top.
      if (page && (page.activeElement === null || page.activeElement === page.body)) {
        page.querySelector<HTMLElement>('main')?.focus();
      }
    };
  }, []);

  useEffect(() => {
    const first = dialog.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog.current)?.focus();
  }, [focusKey]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onEscape();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const controls = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = controls[0];
    const last = controls[controls.length - 1];
    const active = dialog.current.ownerDocument.activeElement;
    if (!first || !last) {
      event.preventDefault();
    } else if (event.shiftKey && active === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="dialog-backdrop">
      <div
        ref={dialog}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={lead ? `${messageId}-lead ${messageId}` : messageId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {lead ? (
          <p id={`${messageId}-lead`} className="dialog__message">
            {lead}
          </p>
        ) : null}
        <p id={messageId} className="dialog__message">
          {message}
        </p>
        <div className="dialog__actions">{children}</div>
      </div>
    </div>
  );
}
