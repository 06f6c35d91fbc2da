const rupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
});

/** ₹18,500 / ₹1,00,000 (Indian digit grouping). */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}
