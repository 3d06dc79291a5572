import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { formatMoney, parseAmount } from '@/lib/money';
import { redirectTo } from '@/platform/navigation';
import { sandboxServer } from '@/sandbox/node';
import { advanceClock, advanceUntil, installFakeClock } from '@/test/faults';
import { recordRequests } from '@/test/recordRequests';
import {
  fakeClockUser,
  field,
  SUBMIT_FORM_KEYS,
  SUBMIT_FORMS,
  type SubmitForm,
} from './submitForms';

// jsdom cannot leave the page: the wallet deposit's redirect to the provider is recorded.
jest.mock('@/platform/navigation', () => ({
  ...jest.requireActual<object>('@/platform/navigation'),
  redirectTo: jest.fn(),
}));

/**
 * The form lock: from the press of Deposit, Withdraw (or bank linking's
 * Continue) until the answer, every input of the form keeps its value and cannot change, and
 * the button says what is happening: 'Processing $40.00...'. The POST carries the amount shown.
 * After a refusal the form is editable again. The answer is slow, on the fake clock.
 */

const SLOW_MS = 800;
const REFUSAL = 'Declined by the test bank';

/** A slow refusal (errorCode 1) of the form's request; returns the count of requests. */
function refuseSlowly(form: SubmitForm) {
  let count = 0;
  sandboxServer.use(
    http.post(`*/api/funding${form.path}`, async () => {
      count += 1;
      await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
      return HttpResponse.json({ errorCode: 1, errorMessage: REFUSAL });
    }),
  );
  return () => count;
}

const TEXT_TYPES = new Set(['text', 'password', 'tel', 'number', 'email', 'search']);

/** The form around the button, and every input, select and preset button in it. */
function controlsOf(button: HTMLElement) {
  const form = button.closest('form') as HTMLFormElement;
  const inputs = [...form.querySelectorAll('input')];
  const presets = within(form).queryByRole('group', { name: 'Preset amounts' });
  return {
    form,
    textInputs: inputs.filter((input) => TEXT_TYPES.has(input.type)),
    choices: inputs.filter((input) => input.type === 'radio' || input.type === 'checkbox'),
    selects: [...form.querySelectorAll('select')],
    presets: presets ? within(presets).getAllByRole('button') : [],
  };
}

/** What every control shows: values, checked states, selections, the pressed preset. */
function snapshot(controls: ReturnType<typeof controlsOf>) {
  return {
    text: controls.textInputs.map((input) => input.value),
    chosen: controls.choices.map((input) => input.checked),
    selected: controls.selects.map((select) => select.value),
    pressed: controls.presets.map((preset) => preset.getAttribute('aria-pressed')),
  };
}

const LOCKED_FORMS = SUBMIT_FORM_KEYS.filter((key) => key !== 'markDefault');

describe('the form lock while a submit is in flight', () => {
  afterEach(() => jest.mocked(redirectTo).mockReset());

  it.each(LOCKED_FORMS)('%s', async (key) => {
    const form: SubmitForm = SUBMIT_FORMS[key];
    installFakeClock();
    const user = fakeClockUser();
    await form.open(user);
    const amount = parseAmount((field('Amount') as HTMLInputElement).value);
    if (!amount.ok) throw new Error('the form was opened without an amount');
    const label =
      form.kind === 'withdraw' || form.kind === 'walletWithdraw' ? 'Withdraw' : 'Deposit';
    const requests = refuseSlowly(form);
    const recorded = recordRequests();

    await form.submit(user);
    await advanceUntil(() => requests() > 0);
    // The button of the form (Next for bank linking) says what is happening.
    const processing = screen.getByRole('button', {
      name: `Processing ${formatMoney(amount.cents)}...`,
    });
    expect(processing).toBeDisabled();

    const controls = controlsOf(processing);
    const before = snapshot(controls);
    for (const input of controls.textInputs) expect(input).toHaveAttribute('readonly');
    for (const input of [...controls.choices, ...controls.selects, ...controls.presets]) {
      expect(input).toBeDisabled();
    }
    // Attempts as a person makes them, then past the view (the store refuses them too).
    await user.type(field('Amount'), '5');
    for (const preset of controls.presets) await user.click(preset);
    for (const input of controls.textInputs) {
      fireEvent.change(input, { target: { value: `9${input.value}1` } });
    }
    for (const select of controls.selects) {
      const other = [...select.options].find((option) => option.value !== select.value);
      if (other) fireEvent.change(select, { target: { value: other.value } });
    }
    for (const choice of controls.choices) fireEvent.click(choice);
    expect(snapshot(controlsOf(processing))).toEqual(before);

    await advanceClock(SLOW_MS);
    expect(requests()).toBe(1);
    expect(recorded.bodies('POST', form.path)).toEqual([
      expect.objectContaining({ amount: amount.cents / 100 }),
    ]);
    if (form.kind === 'bankLink') {
      // Bank linking tells its failures on the error page.
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Transaction Unsuccessful' }),
      ).toBeInTheDocument();
      return;
    }
    // The answer unlocks the form.
    await screen.findByRole('button', { name: label });
    expect(field('Amount')).not.toHaveAttribute('readonly');
    await user.clear(field('Amount'));
    await user.type(field('Amount'), '30');
    expect(field('Amount')).toHaveValue('30');
  });
});

// Cases: every submit with an amount (11 forms).
