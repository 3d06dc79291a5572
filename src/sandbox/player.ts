import { sandboxButton } from './controls';

export interface PlayerOptions {
  /** Each step's action type; step 0 is the state before the first action. */
  steps: string[];
  /** Shows the state after the step's action. */
  show: (step: number) => void;
  /** Leaves the replay for the app at work. */
  end: () => void;
}

/**
 * Sandbox-only: the QA player, for phones and the quick-deposit frame, which have no Redux
 * DevTools. It opens on the last step; the slider named 'Step', 'Previous step' and 'Next step'
 * move through the log, and the current action's type is said.
 */
export function showPlayer({ steps, show, end }: PlayerOptions): void {
  const last = steps.length - 1;
  const player = document.createElement('section');
  player.className = 'sandbox-player';
  player.setAttribute('aria-label', 'QA replay');

  const status = document.createElement('p');
  status.setAttribute('role', 'status');
  const slider = document.createElement('input');
  slider.type = 'range';
  slider.min = '0';
  slider.max = String(last);
  slider.setAttribute('aria-label', 'Step');

  const previous = sandboxButton('Previous step', () => goTo(Number(slider.value) - 1));
  const next = sandboxButton('Next step', () => goTo(Number(slider.value) + 1));

  function goTo(step: number) {
    const at = Math.min(Math.max(step, 0), last);
    slider.value = String(at);
    slider.setAttribute('aria-valuetext', `${at} of ${last}: ${steps[at]}`);
    status.textContent = `Step ${at} of ${last}: ${steps[at]}`;
    previous.disabled = at === 0;
    next.disabled = at === last;
    show(at);
  }
  slider.addEventListener('input', () => goTo(Number(slider.value)));

  const controls = document.createElement('div');
  controls.className = 'sandbox-player__controls';
  controls.append(previous, slider, next, sandboxButton('End the replay', end));
  player.append(status, controls);
  document.body.append(player);
  document.body.classList.add('sandbox-replaying');
  goTo(last);
}
