/**
 * The version of the JSON that `calc` prints (`calc --json`, `calc --work … --json`,
 * `calc --job … --json`), its first field `version`: raised when a field is renamed or removed or
 * its meaning changes, never for a field added. `docs/data.md` lists what each version changed.
 *
 * - 1: the fields until 2026-12 (no `version` field).
 * - 2: `calc --job`'s money in the run's currency and its fields renamed (`cny` → `cost`, …);
 *   `calc --work`'s `toApi` added.
 * - 3: one name for the rented side and one for people's cost: `tco.consistent.cloud` →
 *   `tco.consistent.rent`, `tco.presentValue.cloud` → `rent`, `ownMinusCloud` → `ownMinusRent`,
 *   and a TCO's `labour` → `people`; `afterTax` added.
 * - 4: a case is its demand: with a work, `usedHoursPerDay`, `tco` and `breakEven` are the one
 *   machine's at the work's hours whatever the schedule; `calc --work`'s `fleet.ownedShare` is a
 *   share of the tokens (as `toApi`'s), a ranked way's `gpuHours` the GPU-hours billed, and `rows`
 *   a batch job's and a mix's too; `answer`, `apis`, a row's `copies` and `basis`, and the work's
 *   own figures by kind added.
 * - 5: a break-even reason's differences named as the glossary's sign convention says
 *   (`docs/glossary.md`): `why.savingPerHour` → `why.rentMinusOwnPerHour`, `why.fixedGap` →
 *   `why.fixedOwnMinusRent`, the same values.
 * - 6: a served model at its load's latency target: a serving way's `costPerMillionTokens` and
 *   an API's place in `apis` count the input tokens at the API's input price (before: output
 *   alone), `toApi.apiCostPerMillion` likewise; `memoryGb` of a serving load is a replica's
 *   least (weights and one request's KV cache at the full context, over 0.9); each way's
 *   `perMillion` (input, output, blended), its replica's `batch`, `ttftMs`, `tpotMs`, and the
 *   load's `requests`, `target` and `apisAtLoad` added.
 *
 * @module
 */

/** The version of `calc`'s JSON. */
export const CALC_JSON_VERSION = 6;
