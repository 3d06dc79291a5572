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

/**
 * The prerendered screen (scripts/prerender/chooser.js) is live before the app
 * takes over, so what is typed into its fields and chosen in its radios and checkboxes must not
 * be lost when React renders over the markup. Call this just before rendering into `root`; it
 * holds the fields named by `attribute` (`data-amount-form`) and the radios and checkboxes, which
 * keep their value once the render has removed them from the page.
 */
export function holdPrerenderedFields(root: HTMLElement, attribute: string): PrerenderedFields {
  const held = [...root.querySelectorAll<HTMLInputElement>(`input[${attribute}]`)].map((input) => {
    const field = { input, name: input.getAttribute(attribute) ?? '', focused: false };
    field.focused = document.activeElement === input;
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
  // Held too: once the render has removed them they keep what the person chose.
  const choices = [...root.querySelectorAll<HTMLInputElement>(CHOICES)];
  return {
    typed: () =>
      held
        .filter(({ input }) => input.value !== input.defaultValue)
        .map(({ input, name }) => ({ name, text: input.value })),
    refocus: () => {
      const active = document.activeElement;
      if (active && active !== document.body) return;
      const left = held.find(({ input, focused }) => focused && !input.isConnected);
      if (!left) return;
      root.querySelector<HTMLInputElement>(`input[${attribute}="${left.name}"]`)?.focus();
    },
    carryChoices: () => {
      const rendered = root.querySelectorAll<HTMLInputElement>(CHOICES);
      choices.forEach((held, index) => {
        const input = rendered[index];
        // The same markup: the same input at the same place. A disabled one takes no click.
        if (held.checked !== held.defaultChecked && input?.checked !== held.checked) input?.click();
      });
    },
  };
}
