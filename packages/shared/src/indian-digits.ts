/**
 * 1234567 -> "12,34,567": a whole number in the Indian grouping (en-IN's), written out without Intl. The first
 * Intl call on a page loads ICU's locale data, which cost a slowed phone about 150 ms of start-up on the public
 * lists (Lighthouse's mobile run); the grouping itself is one rule. The test checks it against Intl's en-IN.
 */
export function indianDigits(value: number): string {
  const digits = String(Math.trunc(Math.abs(value)));
  const head = digits.slice(0, -3);
  const grouped = head ? `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}` : digits;
  return value < 0 && grouped !== '0' ? `-${grouped}` : grouped;
}
