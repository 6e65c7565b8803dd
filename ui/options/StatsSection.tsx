import { useEffect, useRef } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { correctionsPerWeek, returnedRatePerWeek } from '@/lib/store/stats';
import { CATEGORIES, type Category } from '@/lib/detect/types';
import { db } from '../db';
import { t } from '../i18n';
import { Section } from './fields';

const COLORS: Record<Category, string> = {
  factual: '#2563eb',
  style: '#9333ea',
  code: '#0f766e',
  logic: '#ea580c',
  preference: '#ca8a04',
  domain: '#db2777',
};

/** A small uPlot chart; the numbers are also given as text below it for screen readers. */
function Chart({ label, labels, data, series }: { label: string; labels: string[]; data: uPlot.AlignedData; series: uPlot.Series[] }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!host.current) return;
    const dark = matchMedia('(prefers-color-scheme: dark)').matches;
    const axis = { stroke: dark ? '#a8b0ba' : '#59636e', grid: { stroke: dark ? '#3a3d42' : '#e5e7eb' } };
    const plot = new uPlot(
      {
        width: Math.min(680, host.current.clientWidth || 680),
        height: 180,
        series: [{ label: t('week') }, ...series],
        axes: [{ ...axis, values: (_u, ticks) => ticks.map((x) => labels[Math.round(x)] ?? '') }, { ...axis }],
        scales: { x: { time: false } },
        legend: { show: true },
      },
      data,
      host.current,
    );
    return () => plot.destroy();
  }, [data, series, labels]);
  return <div ref={host} role="img" aria-label={label} className="chart" />;
}

export function StatsSection() {
  const stats = useLiveQuery(async () => ({ weeks: await correctionsPerWeek(db), returns: await returnedRatePerWeek(db) }), []);
  if (!stats) return null;
  const { weeks, returns } = stats;
  const total = weeks.reduce((n, w) => n + w.total, 0);
  const settled = returns.reduce((n, w) => n + w.settledRuleInsertions, 0);
  const returned = returns.reduce((n, w) => n + w.returned, 0);
  const xs = weeks.map((_, i) => i);
  const used = CATEGORIES.filter((c) => weeks.some((w) => (w.byCategory[c] ?? 0) > 0));
  return (
    <Section id="stats" title={t('optStats')}>
      {total === 0 ? (
        <p className="help">{t('statsEmpty')}</p>
      ) : (
        <>
          <h3>{t('statsCorrections')}</h3>
          <Chart
            label={t('statsCorrections')}
            labels={weeks.map((w) => w.week)}
            data={[xs, ...used.map((c) => weeks.map((w) => w.byCategory[c] ?? 0))]}
            series={used.map((c) => ({ label: t(`cat_${c}`), stroke: COLORS[c], width: 2, points: { show: true } }))}
          />
          <p className="help" data-testid="stats-summary">
            {weeks.length === 1 ? t('statsSummaryOneWeek', String(total)) : t('statsSummary', [String(total), String(weeks.length)])}
          </p>
          <h3>{t('statsReturns')}</h3>
          {settled === 0 ? (
            <p className="help">{t('statsReturnsEmpty')}</p>
          ) : (
            <>
              <Chart
                label={t('statsReturns')}
                labels={returns.map((w) => w.week)}
                data={[returns.map((_, i) => i), returns.map((w) => (w.rate === null ? null : Math.round(w.rate * 100)))]}
                series={[{ label: t('statsReturnRate'), stroke: '#b42318', width: 2, points: { show: true } }]}
              />
              <p className="help">{t('statsReturnsSummary', [String(returned), String(settled)])}</p>
            </>
          )}
        </>
      )}
    </Section>
  );
}
