import { Loader } from '@/components/Loader';

/**
 * The quick deposit's loader: while its default method loads, and, where the home keeps its place
 * (deposit-home's QuickDepositPending), before its chunk has arrived, prerendered home included.
 */
export function QuickDepositLoader() {
  return <Loader label="Loading quick deposit" />;
}
