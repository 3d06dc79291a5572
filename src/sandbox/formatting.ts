/** Balance text the way the real service sends it: "1,234.56". */
export function wireBalance(cents: number): string {
  return (cents / 100).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}
