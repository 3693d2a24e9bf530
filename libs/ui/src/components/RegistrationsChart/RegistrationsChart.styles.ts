// RegistrationsChart draws with recharts inside ChartFrame and has no styles of its own.
export {};
