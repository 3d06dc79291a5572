import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { File as NodeFile } from 'node:buffer';
import { SCENARIOS } from './ledger';
import { showSandboxMenu } from './menu';
import { APP_VERSION, createRecorder } from './recorder';

function recordedLog() {
  const recorder = createRecorder();
  recorder.middleware({ dispatch: jest.fn(), getState: jest.fn() })(jest.fn())({
    type: 'location/changed',
    payload: { pathname: '/deposit/cardfunding' },
  });
  return recorder.exportLog();
}

function openMenu(scenario: string | null = 'default') {
  const replay = jest.fn();
  const open = jest.fn();
  const exportLog = jest.fn();
  showSandboxMenu({ scenario, exportLog, replay, open });
  return { replay, open, exportLog, user: userEvent.setup() };
}

const fileInput = () => document.querySelector<HTMLInputElement>('.sandbox-menu input[type=file]')!;

/** Node's File: jsdom's cannot be read with text(), as the browser's can. */
const chosenFile = (text: string) => new NodeFile([text], 'chosen.json') as unknown as File;

afterEach(() => {
  document.body.replaceChildren();
});

it('offers every scenario by name, Reset, Export QA log and Replay a QA log from the badge', async () => {
  const { open, exportLog, user } = openMenu('low-balance');
  const badge = screen.getByRole('note', { name: 'Sandbox, scenario low-balance' });
  const toggle = within(badge).getByRole('button', { name: 'SANDBOX · low-balance' });
  expect(within(badge).queryByRole('button', { name: 'new-user' })).not.toBeInTheDocument();

  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const names = within(badge)
    .getAllByRole('button')
    .map((button) => button.textContent);
  expect(names).toEqual([
    'SANDBOX · low-balance',
    ...SCENARIOS,
    'Reset',
    'Export QA log',
    'Replay a QA log',
  ]);

  await user.click(within(badge).getByRole('button', { name: 'new-user' }));
  expect(String(open.mock.calls[0]?.[0])).toContain('?sandbox=new-user');
  await user.click(within(badge).getByRole('button', { name: 'Reset' }));
  expect(String(open.mock.calls[1]?.[0])).toContain('?sandbox=reset');
  await user.click(within(badge).getByRole('button', { name: 'Export QA log' }));
  expect(exportLog).toHaveBeenCalledTimes(1);

  await user.keyboard('{Escape}');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(toggle).toHaveFocus();
});

it('replays a QA log chosen in the file chooser', async () => {
  const { replay, user } = openMenu();
  await user.click(screen.getByRole('button', { name: 'SANDBOX' }));
  await user.click(screen.getByRole('button', { name: 'Replay a QA log' }));
  await user.upload(fileInput(), chosenFile(recordedLog()));
  await waitFor(() =>
    expect(replay).toHaveBeenCalledWith(
      expect.objectContaining({ steps: ['@@INIT', 'location/changed'] }),
    ),
  );
  expect(screen.getByRole('alert')).toBeEmptyDOMElement();
});

it.each([
  [
    'a file that is not JSON',
    'Card declined at 10:42',
    'This file is not a QA log: it is not JSON.',
  ],
  [
    'JSON that is not a QA log',
    '{"scenario":"default"}',
    'This file is not a QA log of Xpressfunding.',
  ],
  [
    'a log of another version',
    JSON.stringify({ ...JSON.parse(recordedLog()), version: '0.0.1' }),
    `This QA log was recorded in Xpressfunding 0.0.1; this page is Xpressfunding ${APP_VERSION}. Replay it in that version.`,
  ],
])('says why %s cannot be replayed, and replays nothing', async (_, text, problem) => {
  const { replay, user } = openMenu();
  await user.click(screen.getByRole('button', { name: 'SANDBOX' }));
  await user.click(screen.getByRole('button', { name: 'Replay a QA log' }));
  await user.upload(fileInput(), chosenFile(text));
  expect(await screen.findByRole('alert')).toHaveTextContent(problem);
  expect(replay).not.toHaveBeenCalled();
});
