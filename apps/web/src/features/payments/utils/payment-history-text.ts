/** The count under the payment history: 'Showing 10 of 27'. */
export function showingCountText(shown: number, total: number): string {
  return `Showing ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`;
}
