/** A field a person fills or chooses in: not the buttons, not an optional checkbox. */
const FIELDS = 'input:not([type=checkbox]),select';

const isMissing = (field: HTMLInputElement) =>
  field.type === 'radio'
    ? !field.form?.querySelector(`[name="${field.name}"]:checked`)
    : field.value === '' || field.matches('[aria-invalid=true]');

/**
 * Moves focus to the first field of the form the person must still fill (an empty or invalid
 * one, or a choice with nothing chosen); the browser scrolls it in clear of a phone's sticky
 * submit bar (the page's scroll padding, submitArea.css). When every field is filled (the form
 * waits for something else: a figure, the connection) focus stays where it is.
 */
export function focusFirstMissingField(form: HTMLFormElement): void {
  const field = [...form.querySelectorAll<HTMLInputElement>(FIELDS)].find(
    (candidate) => !candidate.disabled && !candidate.readOnly && isMissing(candidate),
  );
  field?.focus();
}
