import { expect, test } from "vitest";
import { sampleDashboard } from "#tests/factories/analytics-dashboard.ts";
import { DASHBOARD_TABLES } from "./dashboard";
import { dashboardTableCsv } from "./dashboard-csv";

const linesOf = (csv: string) => {
  expect(csv.endsWith("\r\n")).toBe(true);
  return csv.slice(0, -2).split("\r\n");
};

test("[analytics.csv] a table downloads as a header line and one line per row, named by table and period", () => {
  const { filename, csv } = dashboardTableCsv(sampleDashboard(), "pages");
  expect(filename).toBe("analytics-pages-2026-11-23-to-2026-11-25.csv");
  expect(linesOf(csv)).toEqual(["path,page_views,visitors", "/signs/leo,2100,900", "/,1500,700", '"/blog/""quoted"",comma",3,2']);
});

test("[analytics.csv] a cell that starts like a formula is prefixed with ' so a spreadsheet does not run it", () => {
  expect(linesOf(dashboardTableCsv(sampleDashboard(), "referrers").csv)).toEqual([
    "referrer_host,page_views,visitors",
    "(direct),3000,1200",
    "'=cmd|' /C calc'!A0,5,1",
  ]);
  expect(linesOf(dashboardTableCsv(sampleDashboard(), "partners").csv)).toEqual(["partner,clicks,visitors", "'@partner,9,8"]);
  const negative = sampleDashboard({ pages: [{ key: "-1+1", count: 1, visitors: 1 }] });
  expect(linesOf(dashboardTableCsv(negative, "pages").csv)[1]).toBe("'-1+1,1,1");
  const plus = sampleDashboard({ pages: [{ key: "+SUM(A1)", count: 1, visitors: 1 }] });
  expect(linesOf(dashboardTableCsv(plus, "pages").csv)[1]).toBe("'+SUM(A1),1,1");
});

test("[analytics.csv] every table of the dashboard has its columns, with plain numbers and fractions", () => {
  const dashboard = sampleDashboard();
  const csv = (table: (typeof DASHBOARD_TABLES)[number]) => linesOf(dashboardTableCsv(dashboard, table).csv);
  expect(csv("series")).toEqual(["day,visitors,page_views", "2026-11-23,480,1300", "2026-11-24,0,0", "2026-11-25,1050,2910"]);
  expect(csv("signs")).toEqual(["sign,page_views,visitors", "leo,2100,900", "pisces,40,12"]);
  expect(csv("devices")).toEqual(["device,page_views,visitors", "desktop,3000,1000", "mobile,1210,530"]);
  expect(csv("events")).toEqual(["event,count,visitors", "teaser_view,70,60"]);
  expect(csv("funnel")).toEqual([
    "step,count,visitors,conversion",
    "teaser_view,70,60,",
    "unlock_click,30,21,0.35",
    "gate_submit_success,3,3,0.1429",
  ]);
  expect(csv("newsletter")).toEqual(["day,subscribed,confirmed,unsubscribed", "2026-11-23,4,3,1", "2026-11-24,0,0,0", "2026-11-25,6,2,0"]);
  expect(csv("ratings")).toEqual(["sign,ratings,average", "leo,12,4.25", "virgo,0,"]);
  expect(csv("vitals")).toEqual([
    "page_type,metric,samples,p75,unit,good,needs_improvement,poor",
    "home,LCP,40,2413,ms,0.8,0.15,0.05",
    "sign,CLS,20,0.123,,0.5,0.25,0.25",
    "sign,INP,0,,ms,0,0,0",
  ]);
  expect(csv("ads")).toEqual([
    "ad_id,name,impressions,viewable,clicks,ctr",
    '00000000-0000-4000-8000-000000000001,"Moon journal, winter",1000,600,25,0.025',
  ]);
  expect(csv("filtered")).toEqual(["left_out,page_views,visitors", "not-found,40,12", "referrer-spam,6,2"]);
  for (const table of DASHBOARD_TABLES)
    expect(dashboardTableCsv(dashboard, table).filename).toBe(`analytics-${table}-2026-11-23-to-2026-11-25.csv`);
});

test("[analytics.csv] an empty table is its header line alone", () => {
  const empty = sampleDashboard({ pages: [] });
  expect(dashboardTableCsv(empty, "pages").csv).toBe("path,page_views,visitors\r\n");
});
