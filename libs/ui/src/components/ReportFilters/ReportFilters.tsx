import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../Button/Button';
import { Select, type SelectOption } from '../Select/Select';
import { TextField } from '../TextField/TextField';
import { StyledReportFilters, StyledReportFiltersActions } from './ReportFilters.styles';

/** One filter of a report: a text, a day (YYYY-MM-DD) or a choice. */
export interface ReportFilterField {
  name: string;
  label: string;
  type?: 'text' | 'date' | 'select';
  /** For a select: its choices (an empty value means any). */
  options?: SelectOption[];
  placeholder?: string;
}

export type ReportFilterValues = Record<string, string>;

export interface ReportFiltersProps {
  fields: readonly ReportFilterField[];
  /** The filters applied now. */
  value: ReportFilterValues;
  /** Apply (or Clear, with every field empty). */
  onApply: (next: ReportFilterValues) => void;
  /** A field's error from the server (e.g. an end date before the start). */
  errors?: Record<string, string | undefined>;
  disabled?: boolean;
  /** Accessible name of the form. */
  label?: string;
}

/** A report's filters: edited as a draft, applied together with Apply, all emptied with Clear. */
export function ReportFilters({
  fields,
  value,
  onApply,
  errors = {},
  disabled = false,
  label = 'Filters',
}: ReportFiltersProps) {
  const [draft, setDraft] = useState<ReportFilterValues>(value);
  useEffect(() => setDraft(value), [value]);
  const set = (name: string, next: string) => setDraft((d) => ({ ...d, [name]: next }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(Object.fromEntries(fields.map((f) => [f.name, (draft[f.name] ?? '').trim()])));
  };
  const clear = () => {
    const empty = Object.fromEntries(fields.map((f) => [f.name, '']));
    setDraft(empty);
    onApply(empty);
  };
  return (
    <StyledReportFilters aria-label={label} onSubmit={submit}>
      {fields.map((field) =>
        field.type === 'select' ? (
          <Select
            key={field.name}
            label={field.label}
            name={field.name}
            options={field.options ?? []}
            value={draft[field.name] ?? ''}
            disabled={disabled}
            error={errors[field.name]}
            onChange={(event) => set(field.name, event.target.value)}
          />
        ) : (
          <TextField
            key={field.name}
            label={field.label}
            name={field.name}
            type={field.type === 'date' ? 'date' : 'text'}
            placeholder={field.placeholder}
            value={draft[field.name] ?? ''}
            disabled={disabled}
            error={errors[field.name]}
            onChange={(event) => set(field.name, event.target.value)}
          />
        ),
      )}
      <StyledReportFiltersActions>
        <Button type="submit" size="sm" disabled={disabled}>
          Apply
        </Button>
        <Button type="button" size="sm" variant="secondary" disabled={disabled} onClick={clear}>
          Clear
        </Button>
      </StyledReportFiltersActions>
    </StyledReportFilters>
  );
}
