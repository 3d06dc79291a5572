/** A plain button of the sandbox's own controls (they live outside the app's React tree). */
export function sandboxButton(text: string, onClick: () => void): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = text;
  element.addEventListener('click', onClick);
  return element;
}
