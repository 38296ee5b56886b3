/**
 * The columns of the data files a reader's case is written in (`lib/scenario/case_rows.ts`: a
 * row of `scenarios.csv`, and of `hardware.csv`, `sites.csv` and `demand.csv` where new), in the
 * order the shipped files write them. The modules of those files build their schemas from them
 * and re-export them (`hardware.ts`, …); they are kept here, plain arrays with no imports, because
 * the what-if page writes such rows and carries neither zod nor mathjs. Every other file's columns
 * live in its own module.
 *
 * @module
 */

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

/** The columns of `demand.csv`. */
export const DEMAND_COLUMNS = ["profile", "gpus", "share", "notes", "source", "as_of"] as const;
