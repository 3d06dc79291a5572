import { withdrawalFeeCents, withFeeCents } from './fees';

describe('the fee rule', () => {
  it("takes the wallet's $1, a check's courier charge with rush and $5 more with a signature, no fee for ACH", () => {
    const check = { method: 'check' as const, rushFeeCents: 25_00 };
    expect(withdrawalFeeCents({ method: 'paypal' })).toBe(1_00);
    expect(withdrawalFeeCents({ method: 'ach' })).toBe(0);
    expect(withdrawalFeeCents({ ...check, rush: false, signature: false })).toBe(0);
    // A signature is offered only with rush; without it there is nothing to sign for.
    expect(withdrawalFeeCents({ ...check, rush: false, signature: true })).toBe(0);
    expect(withdrawalFeeCents({ ...check, rush: true, signature: false })).toBe(25_00);
    expect(withdrawalFeeCents({ ...check, rush: true, signature: true })).toBe(30_00);
    expect(withdrawalFeeCents({ ...check, rushFeeCents: 17_50, rush: true, signature: true })).toBe(
      22_50,
    );
  });

  it('moves the fee besides the amount, never out of it', () => {
    expect(withFeeCents(25_00, 1_00)).toBe(26_00);
    expect(withFeeCents(50_00, 0)).toBe(50_00);
  });
});
