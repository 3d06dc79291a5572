import { ScreenTitle } from '@/components/ScreenTitle';
import { BalanceBanner } from '@/features/balance/views/BalanceBanner';

export function DepositHome() {
  return (
    <section className="screen">
      <ScreenTitle>Select Deposit Method</ScreenTitle>
      <BalanceBanner />
    </section>
  );
}
