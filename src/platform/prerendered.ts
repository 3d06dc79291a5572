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
}

/**
 * Issue 27, item 5: the prerendered screen (scripts/prerender/chooser.js) is live before the app
 * takes over, so what is typed into its fields must not be lost when React renders over the
 * markup. Call this just before rendering into `root`; it holds the fields named by `attribute`
 * (`data-amount-form`), which keep their value once the render has removed them from the page.
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
  };
}
