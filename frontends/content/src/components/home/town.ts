/**
 * The town and state of a US street address, for the listing's title line: '14 Lakeview Drive, Grantham, NH 03753'
 * → 'Grantham, NH'. An address of two parts or fewer has no street to leave out ('Grantham, NH').
 */
export function townOf(address: string): string {
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const town = parts.length > 2 ? parts.slice(-2) : parts;
  return town.join(', ').replace(/\s+\d{5}(-\d{4})?$/, '');
}
