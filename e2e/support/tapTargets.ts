export interface SmallTarget {
  target: string;
  width: number;
  height: number;
}

/**
 * Runs in the page (Playwright's evaluate, and the WebKit and Firefox runs' driver): every visible
 * tap target smaller than `min` CSS px in either direction. Targets are links, buttons, fields,
 * selects and summaries, and radios and checkboxes through their labels (the label is the
 * choice a person taps). Self-contained, since it is sent to the page as source.
 */
export function smallTapTargets(min: number): SmallTarget[] {
  const selector =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]';
  const small: SmallTarget[] = [];
  for (const element of document.querySelectorAll<HTMLElement>(selector)) {
    let rect = element.getBoundingClientRect();
    // Not shown, or shown only on keyboard focus (the skip link, visually hidden until then).
    if (rect.width <= 1 || rect.height <= 1 || element.closest('[inert]')) continue;
    if (getComputedStyle(element).visibility === 'hidden') continue;
    const label = element instanceof HTMLInputElement ? element.labels?.[0] : undefined;
    if (label && /^(radio|checkbox)$/.test((element as HTMLInputElement).type)) {
      rect = label.getBoundingClientRect();
    }
    if (rect.width + 0.5 < min || rect.height + 0.5 < min) {
      const name = element.getAttribute('aria-label') ?? label?.textContent ?? element.textContent;
      small.push({
        target: `${element.tagName.toLowerCase()} "${(name ?? '').trim().replace(/\s+/g, ' ').slice(0, 60)}"`,
        width: Math.round(rect.width),
        height: Math.round(rect.height),
      });
    }
  }
  return small;
}
