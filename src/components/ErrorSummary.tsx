import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { capText, TEXT_CAPS } from '@/lib/text';
import { TRY_AGAIN } from './LoadFailure';
import './errorSummary.css';

/** A field the failure concerns: a button that moves focus to it (found in the same screen). */
export interface FieldLink {
  text: string;
  /** A CSS selector of the field inside the screen, e.g. 'input[autocomplete="cc-csc"]'. */
  selector: string;
}

/** Another way to move the money: a route of the app. */
export interface WayForward {
  text: string;
  /** A route, e.g. '/deposit/xpressfunding'. */
  path: string;
}

export interface Recovery {
  fields?: FieldLink[];
  ways?: WayForward[];
}

export const ERROR_SUMMARY_TEXTS = {
  heading: 'There is a problem',
  tryAgain: TRY_AGAIN,
} as const;

/** The screen around the summary, where its field links and Try again look. */
const screenOf = (element: HTMLElement) =>
  element.closest('section.screen') ?? element.ownerDocument;

const SUBMIT_SELECTOR = 'form button[type="submit"]';

/**
 * A failed submit, in the GOV.UK error-summary pattern: a box at the top of the form with a
 * heading and the message, focused when it appears (so it is read and in view), links to the
 * fields concerned, and the ways forward: try again (the first field to fill again, else the
 * button) and the other methods.
 */
export function ErrorSummary({ message, fields = [], ways = [] }: { message: string } & Recovery) {
  const box = useRef<HTMLDivElement>(null);
  const headingId = useId();
  useEffect(() => {
    box.current?.focus();
  }, [message]);

  const focusIn = (event: MouseEvent<HTMLElement>, selectors: string[]) => {
    const scope = screenOf(event.currentTarget);
    for (const selector of selectors) {
      const target = scope.querySelector<HTMLElement>(selector);
      if (target) {
        target.focus();
        return;
      }
    }
  };

  return (
    <div ref={box} className="error-summary" tabIndex={-1} role="group" aria-labelledby={headingId}>
      <h2 id={headingId} className="error-summary__title">
        {ERROR_SUMMARY_TEXTS.heading}
      </h2>
      <p className="form-error" role="alert">
        {capText(message, TEXT_CAPS.message)}
      </p>
      {fields.length > 0 ? (
        <ul className="error-summary__fields">
          {fields.map((field) => (
            <li key={field.text}>
              <button
                type="button"
                className="error-summary__link"
                onClick={(event) => focusIn(event, [field.selector])}
              >
                {field.text}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <ul className="error-summary__ways">
        <li>
          <button
            type="button"
            className="error-summary__link"
            onClick={(event) =>
              focusIn(event, [...fields.map((field) => field.selector), SUBMIT_SELECTOR])
            }
          >
            {ERROR_SUMMARY_TEXTS.tryAgain}
          </button>
        </li>
        {ways.map((way) => (
          <li key={way.path}>
            <a className="error-summary__link" href={`#${way.path}`}>
              {way.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
