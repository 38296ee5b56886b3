/**
 * The defaults more than one room of the workbook reads: the scenario opened when none is named,
 * the job notebook 08 ranks and the work notebook 10 prices when none is named, and the age after
 * which a price is stale. The
 * model's own defaults (what a scenario may leave out, such as the resale haircut) are `DEFAULTS`
 * in `lib/model/inputs.ts`.
 *
 * @module
 */

/** The scenario a report, a notebook or `calc` opens when none is named: the document's case. */
export const DEFAULT_SCENARIO_ID = "seed-3090-autodl";

/**
 * The job of `jobs.csv` notebook 08 ranks when the `job` parameter names none: the document's
 * Swin-B epoch on ImageNet-1k (A2, A3), whose cost on the document's two machines is A4 and A7.
 */
export const DEFAULT_JOB_ID = "swin-b-imagenet-run";

/**
 * The work of `work.csv` notebook 10 prices when the parameters state none: fine-tuning a 7 B model
 * with LoRA on 2 B tokens, a run that fits one 24 GB card.
 */
export const DEFAULT_WORK_ID = "lora-7b-2b-tokens";

/** How many days old a price may be before it gets a warning, when no one says otherwise. */
export const MAX_PRICE_AGE_DAYS = 365;

/**
 * The kind of work a scenario does when its row names none (`workload` of `scenarios.csv`): the
 * one whose speed on each GPU model (`throughput.csv`) sets the hours a rented GPU of another
 * model needs for the owned machine's work. ResNet-50 training in fp16, the workload Lambda's
 * benchmark measured on every GPU model the shipped data names.
 */
export const DEFAULT_WORKLOAD = "resnet50-fp16";
