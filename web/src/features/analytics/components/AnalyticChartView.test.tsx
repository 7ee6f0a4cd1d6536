import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHART_ANSWERS } from '../test-utils';
import { AnalyticChartView } from './AnalyticChartView';
import type { AnalyticsTexts } from './use-analytics-texts';

/** Labels as sent, money with the symbol: enough to see what the drawing shows. */
const texts: AnalyticsTexts = {
  money: (a) => `RM ${a}`,
  number: String,
  compact: String,
  day: String,
  label: (_bucket, value) => (value === 'under-25' ? 'Under 25' : (value ?? '—')),
  axisLabel: (bucket, value) => (bucket === 'day' ? (value ?? '').slice(8) : value === 'under-25' ? 'Under 25' : (value ?? '—')),
};

/** jsdom lays nothing out: the chart's box reports a phone's width through a stub ResizeObserver. */
class PhoneWidth {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe() {
    this.callback([{ contentRect: { width: 326, height: 260 } } as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('AnalyticChartView', () => {
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', PhoneWidth);
    vi.spyOn(console, 'warn');
    vi.spyOn(console, 'error');
  });
  afterEach(() => {
    // Recharts warns (zero-sized chart, bad data) through the console: none of it here.
    expect(console.warn).not.toHaveBeenCalled();
    expect(console.error).not.toHaveBeenCalled();
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('draws the sales over time as a line, the days short on the axis, hidden from screen readers (the table has them)', async () => {
    const { container, getByTestId } = render(<AnalyticChartView shape="time" bucket="day" points={CHART_ANSWERS.sales.points} texts={texts} />);
    await settle();
    expect(getByTestId('analytic-chart')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelectorAll('.recharts-line-curve')).toHaveLength(1);
    const ticks = [...container.querySelectorAll('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value')].map((t) => t.textContent);
    expect(ticks).toEqual(['01', '02', '03']);
  });

  it('draws one horizontal bar per product, named on the axis', async () => {
    const { container } = render(<AnalyticChartView shape="bars" bucket="product" points={CHART_ANSWERS.product.points} texts={texts} />);
    await settle();
    expect(container.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(2);
    const names = [...container.querySelectorAll('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value')].map((t) => t.textContent);
    expect(names).toEqual(['Serum 30ml', 'Vitamin C']);
  });

  it('draws the age bands as columns (the empty ones flat), every band named under it', async () => {
    const { container } = render(<AnalyticChartView shape="columns" bucket="age" points={CHART_ANSWERS.age.points} texts={texts} />);
    await settle();
    // Only 25–34 and unknown sold: the other five bands have no height to draw.
    expect(container.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(2);
    const labels = [...container.querySelectorAll('.recharts-xAxis-tick-labels text')].map((t) => [...t.querySelectorAll('tspan')].map((s) => s.textContent).join(' '));
    expect(labels).toEqual(['Under 25', '25-34', '35-44', '45-54', '55-64', '65+', 'unknown']);
  });
});
