/**
 * The hybrid fleet: the demand profile, and the cost of owning N GPUs (whole machines) and renting
 * the rest.
 *
 * @module
 */
import type { DemandProfile, HybridResult } from "../../model/hybrid.ts";
import { savedShare } from "../../model/fleet_shapes.ts";
import { barChart, lineChart } from "../chart_kinds.ts";
import { SERIES_COLORS } from "../colors.ts";
import type { Html } from "../display.ts";
import { formatMoney, formatNumber, formatPercent, type Money } from "../format.ts";
import type { Lang } from "../../lang.ts";
import { words } from "../../words/messages.ts";

/** The share of hours in which each number of GPUs is wanted. */
export function demandChart(
  profile: DemandProfile,
  { name, lang = "en" }: {
    /** The demand profile's id, in the title. */
    name: string;
    /** @default "en" */
    lang?: Lang;
  },
): Html {
  const t = words(lang).charts.hybrid;
  const mean = profile.reduce((n, l) => n + l.gpus * l.share, 0);
  const peak = Math.max(...profile.map((l) => l.gpus));
  return barChart(
    profile.map((l) => ({ label: t.gpus(l.gpus), value: l.share })),
    {
      title: t.demandTitle(name),
      caption: t.demandCaption(
        formatNumber(mean, 1, lang),
        formatPercent(peak > 0 ? mean / peak : 0, 0, lang),
        peak,
      ),
      alt: t.demandAlt(profile.length),
    },
    t.demandAxis,
    { percent: true, lang },
  );
}

/** Total, owning and renting cost against the GPUs owned, with the cheapest marked. */
export function fleetCostChart(
  r: Pick<HybridResult, "costs" | "best" | "allOwned" | "allRented" | "machineGpus">,
  { money }: { money: Money },
): Html {
  const t = words(money.lang).charts.hybrid;
  const k = money.cnyPerUnit;
  const series = [
    { label: t.total, color: SERIES_COLORS.total },
    { label: t.owned, color: SERIES_COLORS.own },
    { label: t.overflow, color: SERIES_COLORS.rent },
  ];
  const rows = r.costs.flatMap((c) => [
    { x: c.owned, y: c.total / k, series: t.total },
    { x: c.owned, y: c.own / k, series: t.owned },
    { x: c.owned, y: c.rent / k, series: t.overflow },
  ]);
  const saved = savedShare(r);
  const peak = r.allOwned.owned;
  const g = r.machineGpus;
  return lineChart(
    rows,
    {
      title: t.fleetTitle(money.currency),
      caption: `${
        r.best.owned === 0
          ? t.rentAll(
            formatMoney(r.best.total, money),
            peak,
            formatMoney(r.allOwned.total, money),
          )
          : r.best.owned === peak
          ? t.ownAll(peak, formatMoney(r.best.total, money), formatMoney(r.allRented.total, money))
          : t.mixed(
            r.best.owned,
            formatMoney(r.best.total, money),
            formatPercent(saved, 0, money.lang),
            formatMoney(r.allOwned.total, money),
            formatMoney(r.allRented.total, money),
            formatPercent(r.best.servedByOwned, 0, money.lang),
          )
      }${g > 1 ? t.wholeMachines(g) : ""}${t.dashed}`,
      alt: t.fleetAlt,
    },
    {
      x: g > 1 ? t.xOwnedInMachines(g) : t.xOwned,
      y: t.yCost(money.currency),
      yMoney: true,
      // one tick a machine while they fit (about 12 across), else Plot's own
      ...(r.costs.length <= 13 ? { xTicks: r.costs.map((c) => c.owned) } : {}),
    },
    {
      series,
      markers: [{ x: r.best.owned, label: t.cheapest(r.best.owned) }],
      points: [{
        x: r.best.owned,
        y: r.best.total / k,
        series: t.total,
        title: t.point(r.best.owned, formatMoney(r.best.total, money)),
      }],
      height: 420,
      xDomain: [0, peak],
    },
  );
}
