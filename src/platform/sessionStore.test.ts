import { readSession, removeSession, writeSession } from './sessionStore';

describe('sessionStore', () => {
  it('writes, reads and removes the app keys', () => {
    writeSession('depositedAmount', '25.00');
    writeSession('transactionType', 'cardFunding');
    expect(readSession('depositedAmount')).toBe('25.00');
    removeSession(['depositedAmount']);
    expect(readSession('depositedAmount')).toBeNull();
    expect(readSession('transactionType')).toBe('cardFunding');
  });

  it('keeps working when storage is disabled', () => {
    const spies = (['getItem', 'setItem', 'removeItem'] as const).map((method) =>
      jest.spyOn(Storage.prototype, method).mockImplementation(() => {
        throw new Error('SecurityError');
      }),
    );
    try {
      expect(() => writeSession('errorMessage', 'x')).not.toThrow();
      expect(readSession('errorMessage')).toBeNull();
      expect(() => removeSession(['errorMessage'])).not.toThrow();
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
});
