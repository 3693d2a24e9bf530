// RegistrationsChart draws plain SVG (ColumnsWithLine) inside ChartFrame and has no styles of its own.
