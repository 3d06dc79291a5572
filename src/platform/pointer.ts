/** What the last pointer press (mouse, touch or pen) landed on, once watchPresses has run. */
let pressed: Node | null = null;

// A press always lands on a node of the page (an element, or the text in one).
const remember = (event: Event) => {
  pressed = event.target as Node;
};

/**
 * Keeps what each press lands on, from now on. A press on plain text moves focus to nothing, so
 * a field left that way (a blur with no relatedTarget) asks lastPress where the click was. In the
 * capture phase, so the press is known before the blur it causes; calling it again adds nothing.
 */
export function watchPresses(): void {
  window.addEventListener('pointerdown', remember, true);
}

export const lastPress = () => pressed;
