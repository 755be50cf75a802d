import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';

export interface DashboardTab {
  value: string;
  label: string;
  icon: ReactNode;
  panel: ReactNode;
}

/**
 * Tabs across the top of a dashboard (UI.md). The chosen tab lives in the history entry's state, so a
 * form that returns to the dashboard (same URL) can open the tab it came from.
 */
export function DashboardTabs({ tabs }: { tabs: DashboardTab[] }) {
  const location = useLocation();
  const navigate = useNavigate();
  const wanted = (location.state as { tab?: string } | null)?.tab;
  const value = tabs.some((t) => t.value === wanted) ? wanted : tabs[0]?.value;
  return (
    <Tabs value={value} onChange={(next) => navigate('.', { replace: true, state: { tab: next } })} keepMounted={false}>
      <Tabs.List mb="lg">
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value} leftSection={tab.icon}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value}>
          {tab.panel}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
