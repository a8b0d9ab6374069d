/**
 * The name a vendor is shown by: its legal (business) name, else its DBA name, else `fallback`. A PTID
 * is an account number, not a name: screens pass no fallback (and show that the name is missing), and
 * only documents that must name the vendor somehow fall back to it.
 */
export function vendorDisplayName<TFallback extends string | null>(
  names: { businessName: string | null | undefined; dbaName: string | null | undefined },
  fallback: TFallback,
): string | TFallback {
  return names.businessName?.trim() || names.dbaName?.trim() || fallback;
}
