/** How many decimals a currency's minor unit has (USD 2, JPY 0), as Intl knows it. */
export function minorUnitDigits(currency: string): number {
  const formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency });
  return formatter.resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * "5.00" in major units → 500 minor units. Digits are shifted as text so no floating-point
 * rounding can change the amount; anything that is not a plain amount with at most the
 * currency's decimals gives NaN, which the contract's number check reports.
 */
export function majorToMinorUnits(major: string, currency: string): number {
  const digits = minorUnitDigits(currency);
  const match = /^(\d+)(?:\.(\d*))?$/.exec(major.trim());
  if (!match) return Number.NaN;
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > digits) return Number.NaN;
  return Number(whole + fraction.padEnd(digits, '0'));
}
