/** A field of the prerendered screen and what it holds once the app has replaced the markup. */
export interface TypedBeforeStart {
  /** The field's name in `attribute` (for amounts, its form). */
  name: string;
  text: string;
}

export interface PrerenderedFields {
  /** The held fields a person typed into: their text, whole. */
  typed(): TypedBeforeStart[];
  /**
   * When the person was in one of them as the app replaced it, puts focus in the app's field of
   * the same name (the caret then follows the text the app gives it).
   */
  refocus(): void;
  /**
   * The radios and checkboxes the person changed are changed in the app's render too, by a click
   * on the app's input at the same place (the same markup), so the screen's own handler takes
   * the choice. One the app renders disabled, or that already agrees, is left.
   */
  carryChoices(): void;
}

const CHOICES = '[type=radio],[type=checkbox]';

/** The id of the prerendered template the inline chooser put in `root`, if any. */
export const shownTemplate = (root: HTMLElement): string | undefined => root.dataset.prerendered;

/**
 * The prerendered screen (scripts/prerender/chooser.js) is live before the app takes over, so
 * what is typed into its fields and chosen in its radios and checkboxes must reach the app. Call
 * this just before React renders into `root`; it holds the fields named by `attribute`
 * (`data-amount-form`) and the radios and checkboxes. React either hydrates them (the same
 * inputs, what was typed still in them) or renders over them (the held ones keep their value out
 * of the page). The choices are put back as the markup had them, so that hydration meets the
 * state the app starts from, and are made again in the app by carryChoices.
 */
export function holdPrerenderedFields(root: HTMLElement, attribute: string): PrerenderedFields {
  const held = [...root.querySelectorAll<HTMLInputElement>(`input[${attribute}]`)].map((input) => {
    const field = {
      input,
      name: input.getAttribute(attribute) ?? '',
      focused: document.activeElement === input,
      markup: input.defaultValue,
      // What the person typed: a hydrated field is the app's from then on, whose renders (its
      // form started afresh) may replace the text.
      text: input.value,
    };
    input.addEventListener('input', () => {
      field.text = input.value;
    });
    input.addEventListener('focus', () => {
      field.focused = true;
    });
    // Taking the field out of the page blurs it too: only a blur that leaves it in the page (the
    // person moved on) counts.
    input.addEventListener('blur', () =>
      queueMicrotask(() => {
        if (input.isConnected) field.focused = false;
      }),
    );
    return field;
  });
  // What the person chose, where it differs from the markup's.
  const chosen = [...root.querySelectorAll<HTMLInputElement>(CHOICES)].map((input) => {
    const { checked, defaultChecked } = input;
    input.checked = defaultChecked;
    return checked === defaultChecked ? null : checked;
  });
  return {
    typed: () =>
      held.filter(({ text, markup }) => text !== markup).map(({ name, text }) => ({ name, text })),
    refocus: () => {
      const active = document.activeElement;
      if (active && active !== document.body) return;
      const left = held.find(({ input, focused }) => focused && !input.isConnected);
      if (!left) return;
      root.querySelector<HTMLInputElement>(`input[${attribute}="${left.name}"]`)?.focus();
    },
    carryChoices: () => {
      const rendered = root.querySelectorAll<HTMLInputElement>(CHOICES);
      chosen.forEach((checked, index) => {
        const input = rendered[index];
        // The same markup: the same input at the same place. A disabled one takes no click.
        if (checked !== null && input && input.checked !== checked) input.click();
      });
    },
  };
}
