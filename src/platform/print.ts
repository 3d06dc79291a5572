/** Opens the browser's print dialog (the confirmation's receipt has its own print styles). */
export function printPage(): void {
  window.print();
}
