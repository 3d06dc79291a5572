/** A control a person fills or chooses in: not the buttons, not a hidden or optional checkbox. */
const FIELDS = 'input:not([type=hidden],[type=checkbox]), select, textarea';

const isMissing = (field: HTMLInputElement, form: HTMLFormElement) =>
  field.type === 'radio'
    ? ![...form.querySelectorAll<HTMLInputElement>('input[type=radio]')].some(
        (other) => other.name === field.name && other.checked,
      )
    : field.getAttribute('aria-invalid') === 'true' || field.value === '';

/**
 * Moves focus to the first field of the form the person must still fill (an empty or invalid
 * one, or a choice with nothing chosen), in the middle of the screen, clear of a phone's sticky
 * submit bar. When every field is filled (the form waits for something else: a figure, the
 * connection) focus stays where it is.
 */
export function focusFirstMissingField(form: HTMLFormElement): void {
  const field = [...form.querySelectorAll<HTMLInputElement>(FIELDS)].find(
    (candidate) => !candidate.disabled && !candidate.readOnly && isMissing(candidate, form),
  );
  if (!field) return;
  field.focus({ preventScroll: true });
  field.scrollIntoView({ block: 'center' });
}
