/**
 * What `calc` computes for one command line: the case of its parameters, its results and the
 * money it prints them in (`calc.ts` prints them as text or JSON).
 *
 * @module
 */
import { type CommitmentRow, commitmentRows } from "../scenario/commitments.ts";
import { type ScenarioResults } from "../scenario.ts";
import { caseResults } from "../scenario/case_results.ts";
import { langOf, type ParameterValues } from "../params.ts";
import { type DatasetJobRanking, rankDatasetJob } from "../scenario/jobs.ts";
import type { Dataset, Work } from "../data/load.ts";
import type { WayNames } from "../present/answer.ts";
import { withCase } from "./parameters.ts";
import { type Money } from "../present/format.ts";
import { documentInputsFrom } from "../model/document.ts";
import { isDocumentCase } from "../model/document_sums.ts";
import type { ResaleBasis } from "../scenario/resale.ts";
import { type CasePortfolio, casePortfolio } from "../scenario/portfolio.ts";

/** What calc computes for one command line: a scenario's results, in the money it prints. */
export interface Calculation {
  /** The scenario's results with the parameters applied. */
  results: ScenarioResults;
  /** The currency money is printed in (`--currency`, else the scenario's), in the run's language (`--lang`). */
  money: Money;
  /** The parameters given, as the JSON's `parameters` echoes them. */
  parameters: ParameterValues;
  /** Whether the inputs are document 000's case, whose own sums are printed beside the model's. */
  documentCase: boolean;
  /** The day whose rates converted every price (`fx_date`, else the day the data was loaded). */
  fxDate: string;
  /** The ranking of the job `-p job=` names, under the scenario as applied; `undefined` without one. */
  job?: DatasetJobRanking;
  /** GB of cloud storage the case keeps (a way whose storage is not priced says so). */
  storageGb: number;
  /** The machines, offerings and APIs of the case's data, by which the answer's ways are named. */
  names: WayNames;
  /** The work the case states, when it states one. */
  work: Work | undefined;
  /** How the machine is resold: by its rule, or by the used market (`-p resale=`). */
  resale: ResaleBasis;
  /**
   * The fleet as a portfolio of tiers sized together for the demand profile the case names
   * (`lib/scenario/portfolio.ts`), CNY; `null` for a case naming none, or stating a work.
   */
  portfolio: CasePortfolio | null;
  /** Every commitment of the data and where it costs less than renting by the hour or owning. */
  commitments: CommitmentRow[];
}

/**
 * The scenario of `parameters.scenario` (else the default `--help` states, or the first of the
 * data's own folder) with the parameters applied, in `parameters.currency` (else the
 * scenario's). An unknown scenario or an input out of range is an {@linkcode InputError}.
 */
export function calculate(dataset: Dataset, parameters: ParameterValues): Calculation {
  return withCase("calculate", dataset, parameters, (c) => {
    const money: Money = {
      currency: c.currency,
      cnyPerUnit: c.cnyPerUnit,
      lang: langOf(parameters),
    };
    const job = typeof parameters.job === "string"
      ? rankDatasetJob(c.dataset, parameters.job, c.applied)
      : undefined;
    return {
      results: caseResults(c),
      job,
      money,
      parameters,
      documentCase: isDocumentCase(documentInputsFrom(c.applied.inputs)),
      fxDate: dataset.fxDate,
      storageGb: c.applied.inputs.storageGb,
      names: c.dataset,
      work: c.work,
      resale: c.resale,
      portfolio: c.work === undefined ? casePortfolio(c.applied) : null,
      commitments: commitmentRows(c.dataset, {
        machineId: c.applied.hardware.id,
        inputs: c.applied.inputs,
      }),
    };
  });
}
