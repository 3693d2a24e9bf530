import type { ReactNode } from 'react';
import { StyledTabsContent, StyledTabsList, StyledTabsRoot, StyledTabsTrigger } from './Tabs.styles';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: TabItem[];
  defaultValue?: string;
  value?: string;
  onValueChange?: (value: string) => void;
  /** Accessible name of the tab list, e.g. "Security". */
  label?: string;
}

/** Radix Tabs from a list of items: keyboard arrows, roles tablist/tab/tabpanel. */
export function Tabs({ items, defaultValue, value, onValueChange, label }: TabsProps) {
  const initial = defaultValue ?? items[0]?.value;
  return (
    <StyledTabsRoot
      {...(value !== undefined ? { value } : initial !== undefined ? { defaultValue: initial } : {})}
      {...(onValueChange ? { onValueChange } : {})}
    >
      <StyledTabsList aria-label={label}>
        {items.map((item) => (
          <StyledTabsTrigger key={item.value} value={item.value} disabled={item.disabled}>
            {item.label}
          </StyledTabsTrigger>
        ))}
      </StyledTabsList>
      {items.map((item) => (
        <StyledTabsContent key={item.value} value={item.value}>
          {item.content}
        </StyledTabsContent>
      ))}
    </StyledTabsRoot>
  );
}
