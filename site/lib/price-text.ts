/**
 * A price as people read it: amounts of four digits or more after a dollar sign get thousands separators ("$1599" ->
 * "$1,599", "$12500-$15000" -> "$12,500-$15,000"); everything else stays as the content wrote it (cents, "From",
 * "/hr", a year). The content keeps its own text; only what is shown changes.
 */
export function priceText(text: string): string {
  return text.replace(/(\$\s?)(\d{4,})(?![\d,])/g, (_, sign: string, digits: string) => `${sign}${digits.replace(/\B(?=(\d{3})+$)/g, ',')}`);
}
