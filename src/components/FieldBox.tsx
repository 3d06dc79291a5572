import { useContext, useState, type FocusEvent, type ReactNode } from 'react';
import { FloatingLabelsContext } from './floatingLabels';

interface FieldBoxProps {
  /** The field's layout class, kept in both layouts. */
  className: string;
  /** The input holds text. */
  filled: boolean;
  /** The field's <label> first, then its input (or the box the input sits in). */
  children: ReactNode;
  onFocus?: (event: FocusEvent<HTMLDivElement>) => void;
  onBlur?: (event: FocusEvent<HTMLDivElement>) => void;
}

/**
 * The box around a text field's label and input. With floating labels (see global.css) the
 * label sits inside the empty input, where a placeholder would be, and moves above it while
 * the input is focused or filled. It stays the input's one real <label>, so the accessible
 * name never changes. Without them this is a plain div and the label stays above the input.
 */
export function FieldBox({ className, filled, children, onFocus, onBlur }: FieldBoxProps) {
  const floating = useContext(FloatingLabelsContext);
  const [focused, setFocused] = useState(false);
  const floated = focused || filled;
  const classes = floating
    ? `${className} field--floating${floated ? ' is-floated' : ''}`
    : className;
  return (
    <div
      className={classes}
      onFocus={(event) => {
        setFocused(true);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setFocused(false);
        onBlur?.(event);
      }}
    >
      {children}
    </div>
  );
}
