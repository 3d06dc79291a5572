import { holdPrerenderedFields } from './prerendered';

/**
 * What is typed into the prerendered screen's fields outlives the markup React
 * renders over, and focus goes back where the person was typing.
 */
const ATTRIBUTE = 'data-amount-form';

function prerendered() {
  document.body.innerHTML = `<div id="root"><input ${ATTRIBUTE}="card" value=""><input id="other"><input ${ATTRIBUTE}="ach" value="10.00"></div>`;
  const root = document.getElementById('root') as HTMLElement;
  const [card, other, ach] = root.querySelectorAll('input');
  return { root, card: card!, other: other!, ach: ach! };
}

/** React's first commit: the same fields, new elements. */
function renderOver(root: HTMLElement) {
  root.innerHTML = `<input ${ATTRIBUTE}="card" value=""><input ${ATTRIBUTE}="ach" value="10.00">`;
}

const flush = () => Promise.resolve();

/** A person's typing: the text, and the browser's input event. */
function type(input: HTMLInputElement, text: string) {
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('holdPrerenderedFields', () => {
  it('names the held fields a person typed into and what they hold, once replaced', () => {
    const { root, card } = prerendered();
    const fields = holdPrerenderedFields(root, ATTRIBUTE);
    type(card, '75.25');
    renderOver(root);
    expect(fields.typed()).toEqual([{ name: 'card', text: '75.25' }]);
  });

  it('keeps what was typed when the app hydrates the field and its render replaces the text', () => {
    const { root, card } = prerendered();
    card.value = '7';
    const fields = holdPrerenderedFields(root, ATTRIBUTE);
    type(card, '75.25');
    // The screen's form started afresh: the app's render empties the same element.
    card.value = '';
    expect(fields.typed()).toEqual([{ name: 'card', text: '75.25' }]);
  });

  it('names none when nothing was typed, or the text was put back as it was', () => {
    const { root, ach } = prerendered();
    const fields = holdPrerenderedFields(root, ATTRIBUTE);
    type(ach, '12');
    type(ach, '10.00');
    expect(fields.typed()).toEqual([]);
  });

  it('puts focus in the new field when the person was typing as it was replaced', async () => {
    const { root, card } = prerendered();
    const fields = holdPrerenderedFields(root, ATTRIBUTE);
    card.focus();
    renderOver(root);
    await flush();
    fields.refocus();
    expect(document.activeElement).toBe(root.querySelector(`[${ATTRIBUTE}="card"]`));
  });

  it('holds a field already focused when it is held', async () => {
    const { root, card } = prerendered();
    card.focus();
    const fields = holdPrerenderedFields(root, ATTRIBUTE);
    renderOver(root);
    await flush();
    fields.refocus();
    expect(document.activeElement).toBe(root.querySelector(`[${ATTRIBUTE}="card"]`));
  });

  it('leaves focus alone when the person had left the field, or is elsewhere now', async () => {
    const { root, card, other } = prerendered();
    const fields = holdPrerenderedFields(root, ATTRIBUTE);
    card.focus();
    other.focus(); // moved on, in the page
    await flush();
    renderOver(root);
    fields.refocus();
    expect(document.activeElement).toBe(document.body);

    const again = prerendered();
    const held = holdPrerenderedFields(again.root, ATTRIBUTE);
    again.card.focus();
    renderOver(again.root);
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    await flush();
    held.refocus();
    expect(document.activeElement).toBe(outside);
  });
});
