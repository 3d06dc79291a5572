import { walletAnswer } from './walletAnswer';

/** The provider's flags as the address carries them: every `success` and `error` value. */
describe("walletAnswer (the wallet provider's return, decisions sections 2 and 6)", () => {
  it.each([
    [['true'], [], 'approved'],
    [['true', 'true'], [], 'approved'],
    [['true'], ['false'], 'approved'],
    [[], ['true'], 'declined'],
    [['false'], ['true'], 'declined'],
    [['True'], ['true'], 'declined'],
  ] as const)('success %j, error %j: %s', (success, error, answer) => {
    expect(walletAnswer(success, error)).toBe(answer);
  });

  it.each([
    // Success with error.
    [['true'], ['true']],
    [['true', 'false'], ['true']],
    // success=true beside another success value: the flags disagree.
    [['true', 'false'], []],
    [['false', 'true'], []],
    [['true', ''], []],
    [['true', 'True'], ['false']],
  ])('success %j, error %j: unclear, never approved nor declined', (success, error) => {
    expect(walletAnswer(success, error)).toBe('unclear');
  });

  it.each([
    [[], []],
    [['True'], []],
    [['1'], ['1']],
    [['false'], ['false']],
    [[''], ['TRUE']],
  ])('success %j, error %j: says nothing (only the exact value true claims)', (success, error) => {
    expect(walletAnswer(success, error)).toBeNull();
  });
});
