import { useEffect, useRef } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { correctionsPerWeek, fillWeeks, returnedRatePerWeek, weekStart, weekTicks, type WeekCorrections, type WeekReturns } from '@/lib/store/stats';
import { browser } from 'wxt/browser';
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

const FRUSTRATION = '#64748b';

/** "Nov 23": the Monday a week starts on, in the browser's language. */
function weekLabel(week: string): string {
  return new Date(weekStart(week)).toLocaleDateString(browser.i18n.getUILanguage(), { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

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
        // Labels on whole weeks only, thinned to fit: a year of weeks never overlaps or repeats a label.
        axes: [
          { ...axis, splits: () => weekTicks(labels.length), values: (_u, ticks) => ticks.map((x) => labels[x] ?? '') },
          { ...axis, incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000] },
        ],
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

const noCorrections = (week: string): WeekCorrections => ({ week, total: 0, byCategory: {}, frustration: 0 });
const noReturns = (week: string): WeekReturns => ({ week, settledRuleInsertions: 0, returned: 0, rate: null });

export function StatsSection() {
  const stats = useLiveQuery(async () => {
    const now = Date.now();
    return { weeks: fillWeeks(await correctionsPerWeek(db), noCorrections, now), returns: fillWeeks(await returnedRatePerWeek(db), noReturns, now) };
  }, []);
  if (!stats) return null;
  const { weeks, returns } = stats;
  const total = weeks.reduce((n, w) => n + w.total, 0);
  const frustrated = weeks.reduce((n, w) => n + w.frustration, 0);
  const settled = returns.reduce((n, w) => n + w.settledRuleInsertions, 0);
  const returned = returns.reduce((n, w) => n + w.returned, 0);
  const xs = weeks.map((_, i) => i);
  const used = CATEGORIES.filter((c) => weeks.some((w) => (w.byCategory[c] ?? 0) > 0));
  const summary = weeks.length === 1 ? t('statsSummaryOneWeek', String(total)) : t('statsSummary', [String(total), String(weeks.length)]);
  return (
    <Section id="stats" title={t('optStats')}>
      {total === 0 ? (
        <p className="help">{t('statsEmpty')}</p>
      ) : (
        <>
          <h3>{t('statsCorrections')}</h3>
          {weeks.length < 2 ? (
            <p className="help" data-testid="stats-need-more">
              {t('statsNeedMore')}
            </p>
          ) : (
            <>
              <Chart
                label={t('statsCorrections')}
                labels={weeks.map((w) => weekLabel(w.week))}
                data={[xs, ...used.map((c) => weeks.map((w) => w.byCategory[c] ?? 0)), ...(frustrated ? [weeks.map((w) => w.frustration)] : [])]}
                series={[
                  ...used.map((c): uPlot.Series => ({ label: t(`cat_${c}`), stroke: COLORS[c], width: 2, points: { show: true } })),
                  ...(frustrated ? [{ label: t('statsFrustration'), stroke: FRUSTRATION, width: 2, dash: [5, 4], points: { show: true } }] : []),
                ]}
              />
              <p className="help">{t('statsExplain')}</p>
            </>
          )}
          <p className="help" data-testid="stats-summary">
            {summary}
          </p>
          <h3>{t('statsReturns')}</h3>
          {settled === 0 ? (
            <p className="help">{t('statsReturnsEmpty')}</p>
          ) : (
            <>
              {returns.length >= 2 && (
                <Chart
                  label={t('statsReturns')}
                  labels={returns.map((w) => weekLabel(w.week))}
                  data={[returns.map((_, i) => i), returns.map((w) => (w.rate === null ? null : Math.round(w.rate * 100)))]}
                  series={[{ label: t('statsReturnRate'), stroke: '#b42318', width: 2, points: { show: true } }]}
                />
              )}
              <p className="help">{t('statsReturnsSummary', [String(returned), String(settled)])}</p>
            </>
          )}
        </>
      )}
    </Section>
  );
}
