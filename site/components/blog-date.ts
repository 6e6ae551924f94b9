const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * "2026-05-02" -> "May 2, 2026" (content dates: posts, legal pages). Done by hand rather than with Intl so the
 * server and every browser produce the same text; a differing string would be a hydration mismatch.
 */
export function formatDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const name = MONTHS[(month ?? 1) - 1];
  return name && day && year ? `${name} ${day}, ${year}` : date;
}
