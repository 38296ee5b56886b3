import { lineChart } from "../lib/present/charts.ts";
const h = lineChart(
  [{ x: 0, y: 1, series: "a" }, { x: 1, y: 2, series: "a" }, { x: 1, y: 3, series: "b" }, {
    x: 0,
    y: 0,
    series: "b",
  }],
  { title: "T", caption: "C", alt: "A" },
  { x: "x (h)", y: "y (CNY)" },
);
console.log(h.html.slice(0, 600));
