/**
 * `deno task calc [--scenario NAME] [-p NAME=VALUE ...] [--params FILE] [--currency CODE]
 * [--data DIR] [--json]`: a scenario's headline results (by default the workbook's default
 * scenario, as the reports), with the same parameters as
 * `deno task report`. Money, given and printed, is in `--currency`, else the scenario's currency.
 *
 * The consistent model's answer is the headline. Document 000's own sums (which count the
 * purchase twice) are printed only for the document's case, as printed and exact.
 *
 * The command's parts: what it computes (`calculation.ts`), its JSON (`calc_json.ts`, which lists
 * the fields) and its text (`calc_text.ts`); the after-tax view's rows and field `after_tax.ts`.
 *
 * @module
 */
import { langOf, parametersHelp, type ParameterValues } from "../params.ts";
import type { Dataset } from "../data/load.ts";
import { DEFAULT_SCENARIO_ID } from "../defaults.ts";
import { PARAMETER_OPTIONS, parametersFromCommandLine } from "./parameters.ts";
import { calcJob, isJobCommand } from "./job.ts";
import { calcWork, isWorkCommand } from "./work.ts";
import { parseCommandLine, runTask } from "./main.ts";
import { datasetOrExit } from "./dataset.ts";
import { localizeDataset } from "../data/localize.ts";

export * from "./calculation.ts";
export * from "./calc_json.ts";
export { calcText } from "./calc_text.ts";
import { calculate } from "./calculation.ts";
import { calcJson } from "./calc_json.ts";
import { calcText } from "./calc_text.ts";

const HELP =
  `deno task calc [--scenario NAME] [options]: a scenario's headline results, as text or JSON

  --scenario NAME     the scenario (an id in scenarios.csv; default ${DEFAULT_SCENARIO_ID})
  --job ID            rank one job of jobs.csv by cost on every offering and machine instead
                      (deno task calc --job ID [--scenario NAME] [--json])
  --work [ID]         price a work of work.csv (or the one -p model_params, tokens or
                      tokens_per_day state) on every offering and machine instead
  -p NAME=VALUE       set a parameter (repeatable; the list is below)
  --params FILE       parameters from a file: JSON {"hours_per_day": 6} or YAML lines hours_per_day: 6
  --currency CODE     money given and printed in this currency (default: the scenario's)
  --data DIR          the price data folder (default: data)
  --json              print JSON (money in the currency it states)
  -h, --help          this text

The cloud's price (cloud_price) sets the scenario's own offering; every other keeps its own row's.
A price's yearly change is the market's: cloud_price_change sets every rented offering's,
trend=SEGMENT:VALUE a segment's over it (a GPU model or family such as H100, a provider, a pricing
model, or all), and price_change=ID:VALUE one offering's over both; an offering none names keeps
its row's. Of two segments holding an offering, the GPU model's wins, then the provider's, then the
pricing model's.

Parameters (money in --currency):
${parametersHelp()}`;

/**
 * `calc`'s text for `parameters` on `dataset`, in the run's language: the data's scenarios,
 * machines and buyers named as `translations.csv` says them in it.
 */
export function calcTextOf(dataset: Dataset, parameters: ParameterValues): string {
  return calcText(calculate(localizeDataset(dataset, langOf(parameters)), parameters));
}

if (import.meta.main) {
  await runTask("calc", async () => {
    if (isJobCommand(Deno.args)) return await calcJob(Deno.args); // --job: lib/cli/job.ts
    if (isWorkCommand(Deno.args)) return await calcWork(Deno.args); // --work: lib/cli/work.ts
    const { values } = parseCommandLine("calc", Deno.args, {
      data: { type: "string", default: "data" },
      json: { type: "boolean", default: false },
      ...PARAMETER_OPTIONS,
    });
    const parameters = await parametersFromCommandLine("compute", values);
    const fxDate = typeof parameters.fx_date === "string" ? parameters.fx_date : undefined;
    const dataset = await datasetOrExit(values.data, { fxDate, lang: langOf(parameters) });
    console.log(
      values.json
        ? JSON.stringify(calcJson(calculate(dataset, parameters)), null, 2)
        : calcTextOf(dataset, parameters),
    );
  }, { help: HELP });
}
