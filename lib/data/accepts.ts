/**
 * The regions and providers a scenario rents from, as `scenarios.csv`'s `region` cell and the
 * `region` parameter write them. No imports: the what-if page's script reads it too.
 *
 * @module
 */

/** The regions and providers of a `region` cell or parameter: separated by `;`, blanks dropped. */
export function splitAccepts(cell: string | undefined): string[] {
  return (cell ?? "").split(";").map((x) => x.trim()).filter((x) => x !== "");
}
