// MonthlyRepurchasesChart draws plain SVG inside ChartFrame with EarningsChart's chart area and legend.
export {};
