/**
 * The columns of each data file, in the order the shipped files write them: the one list the
 * zod schemas are built from (`schema.ts`, `throughput.ts`, `work.ts`, `translations.ts`; but
 * `work.csv`'s, which are its kinds' and live with them in `work.ts`), the
 * model's input columns are named from (`lib/model/cost_inputs.ts`) and a reader's case writes
 * its rows in (`lib/scenario/case_rows.ts`). Plain arrays, no imports: the what-if page reads
 * them without zod.
 *
 * @module
 */

/** The columns of `fx.csv`. */
export const FX_COLUMNS = ["currency", "cny_per_unit", "as_of", "source"] as const;

/** The columns of `cloud_offerings.csv` and of every `cloud_offerings.NAME.csv`. */
export const OFFERING_COLUMNS = [
  "id",
  "provider",
  "gpu_model",
  "gpu_count",
  "pricing_model",
  "price",
  "currency",
  "unit",
  "region",
  "billing",
  "storage_price",
  "storage_unit",
  "ingress_price",
  "egress_price",
  "price_change_per_year",
  "host_gpus",
  "notes",
  "source",
  "as_of",
] as const;

/**
 * The columns of `hardware.csv` (`machines`, `failures_per_year`, `repair_share`, `downtime_hours`
 * set a model input as written).
 */
export const HARDWARE_COLUMNS = [
  "id",
  "name",
  "gpu_model",
  "gpu_count",
  "machines",
  "purchase_price",
  "host_share",
  "currency",
  "board_power",
  "wall_power",
  "idle_power",
  "residual_fraction",
  "residual_years",
  "resale_haircut",
  "maintenance_per_year",
  "site_id",
  "finance_id",
  "failures_per_year",
  "repair_share",
  "downtime_hours",
  "notes",
  "source",
  "as_of",
] as const;

/** The columns of `sites.csv` (`labour_rate` to `bandwidth_mbps` set a model input as written). */
export const SITE_COLUMNS = [
  "id",
  "name",
  "electricity_price",
  "currency",
  "pue",
  "region",
  "labour_rate",
  "site_setup",
  "space_per_kw_month",
  "bandwidth_mbps",
  "notes",
  "source",
  "as_of",
] as const;

/** The columns of `finance.csv`. */
export const FINANCE_COLUMNS = [
  "id",
  "name",
  "cost_of_capital",
  "discount_rate",
  "notes",
  "source",
  "as_of",
] as const;

/** The columns of `buyers.csv`: who buys, how its taxes treat the purchase and the rent. */
export const BUYER_COLUMNS = [
  "id",
  "name",
  "income_tax_rate",
  "goods_vat_deducted",
  "services_vat_deducted",
  "first_year_deduction",
  "depreciation_years",
  "first_year_limit",
  "currency",
  "notes",
  "source",
  "as_of",
] as const;

/** The columns of `scenarios.csv` the shipped file writes. */
export const SCENARIO_COLUMNS = [
  "id",
  "description",
  "hardware_id",
  "offering_id",
  "site_id",
  "finance_id",
  "hours_per_day",
  "days_per_week",
  "utilization",
  "horizon_years",
  "storage_gb",
  "spot_overhead",
  "setup_hours",
  "currency",
  "interruptions_per_month",
  "checkpoint_write_minutes",
  "restart_minutes",
  "demand_profile",
  "own_ops_hours",
  "cloud_ops_hours",
  "data_in_gb",
  "data_out_gb",
  "region",
  "workload",
  "buyer_id",
] as const;

/**
 * The columns `scenarios.csv` may hold beside those the shipped file writes: spot's other rates,
 * the wait for capacity, the checkpoint interval, the cloud's speed and the jobs run a month.
 */
export const MORE_SCENARIO_COLUMNS = [
  "interruptions_per_day",
  "hours_between_interruptions",
  "capacity_wait_minutes",
  "checkpoint_interval_hours",
  "cloud_speed",
  "jobs_per_month",
] as const;

/** The columns of `ranges.csv`. */
export const RANGE_COLUMNS = [
  "parameter",
  "low",
  "high",
  "kind",
  "notes",
  "source",
  "as_of",
  "scope",
  "scope_id",
  "currency",
] as const;

/** The columns of `demand.csv`. */
export const DEMAND_COLUMNS = ["profile", "gpus", "share", "notes", "source", "as_of"] as const;

/** The columns of `hidden_costs.csv`. */
export const HIDDEN_COST_COLUMNS = [
  "scenario_id",
  "cost",
  "parameter",
  "value",
  "currency",
  "notes",
  "source",
  "as_of",
] as const;

/** The columns of `throughput.csv`. */
export const THROUGHPUT_COLUMNS = [
  "gpu_model",
  "workload",
  "throughput",
  "unit",
  "precision",
  "memory_gb",
  "applies_to",
  "source",
  "as_of",
  "notes",
] as const;

/** The columns of `jobs.csv`. */
export const JOB_COLUMNS = [
  "id",
  "description",
  "workload",
  "epochs",
  "work_per_epoch",
  "memory_gb",
  "max_gpus",
  "deadline_hours",
  "notes",
  "source",
  "as_of",
] as const;

/** The columns of `gpus.csv`. */
export const GPU_COLUMNS = [
  "gpu_model",
  "bf16_dense_tflops",
  "memory_gb",
  "memory_bandwidth_tbs",
  "notes",
  "source",
  "as_of",
] as const;

/** The columns of `api_prices.csv`. */
export const API_PRICE_COLUMNS = [
  "id",
  "provider",
  "model",
  "model_params",
  "input_per_million",
  "output_per_million",
  "currency",
  "notes",
  "source",
  "as_of",
] as const;

/**
 * The columns of `translations.csv` that name a cell; then one column of words per language
 * (`TRANSLATED_LANGS` of `localize.ts`).
 */
export const TRANSLATION_COLUMNS = ["file", "id", "column"] as const;
