import { useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import { siteOfUrl } from '@/lib/guard';
import type { Site } from '@/lib/types';

export interface ActiveTab {
  id: number;
  url: string;
  site: Site | null;
}

/**
 * The tab the popup acts on. Tests open the popup in a tab of its own and name the target with
 * `?tab=<id>`; a person opening it from the toolbar gets the active tab of the window.
 */
export function useActiveTab(): ActiveTab | null | undefined {
  const [tab, setTab] = useState<ActiveTab | null | undefined>(undefined);
  useEffect(() => {
    void (async () => {
      const forced = Number(new URLSearchParams(location.search).get('tab'));
      const found = forced
        ? await browser.tabs.get(forced).catch(() => undefined)
        : (await browser.tabs.query({ active: true, currentWindow: true }))[0];
      if (!found?.id) return setTab(null);
      const url = found.url ?? '';
      setTab({ id: found.id, url, site: siteOfUrl(url) });
    })();
  }, []);
  return tab;
}
