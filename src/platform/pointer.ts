/** What the last pointer press (mouse, touch or pen) landed on, once watchPresses has run. */
let pressed: EventTarget | null = null;

const remember = (event: Event) => {
  pressed = event.target;
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
