import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BarChart, type BarChartProps } from './bar-chart';
import { ChartTooltipBox } from './chart-tooltip';
import { formatMoneyTick } from './theme';

interface Line {
  name: string;
  spend: number;
  revenue: number;
}

const LINES: Line[] = [
  { name: 'Email', spend: 4051, revenue: 23_555 },
  { name: 'Meta', spend: 7083, revenue: 15_540 },
  { name: 'LinkedIn', spend: 2009, revenue: 2393 },
];

function renderChart(props: Partial<BarChartProps<Line>> = {}) {
  return render(
    <div style={{ height: 240 }}>
      <BarChart<Line>
        label="Spend and revenue by channel"
        data={LINES}
        category={(line) => line.name}
        series={[
          { name: 'Spend', value: (line) => line.spend, color: '#94a3b8' },
          { name: 'Revenue', value: (line) => line.revenue, color: '#4f46e5' },
        ]}
        formatValue={formatMoneyTick}
        valueTitle="USD"
        legend
        tooltip={(line) => <ChartTooltipBox title={line.name} lines={[['Revenue', `$${line.revenue}`]]} />}
        {...props}
      />
    </div>,
  );
}

const chart = () => screen.getByRole('group', { name: 'Spend and revenue by channel' });

describe('BarChart', () => {
  it('is one named chart with a keyboard hint; its picture is hidden from assistive technology', () => {
    const { container } = renderChart();
    expect(chart()).toHaveAttribute('aria-roledescription', 'chart');
    expect(chart()).toHaveAccessibleDescription(/Arrow keys move through the values/);
    expect(chart()).toHaveAttribute('tabindex', '0');
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('draws a bar per series and category, labelled axes, round ticks from $0, and the legend', () => {
    const { container } = renderChart();
    expect(container.querySelectorAll('path')).toHaveLength(6);
    const text = [...container.querySelectorAll('svg text')].map((node) => node.textContent);
    expect(text).toEqual(expect.arrayContaining(['Email', 'Meta', 'LinkedIn', 'USD', '$0', '$10K', '$30K']));
    expect(text).not.toContain('$23.6K');
    expect(screen.getByText('Spend').closest('ul')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Revenue').closest('ul')).toBeInTheDocument();
  });

  it('shows the exact figures of the category under the pointer, and hides them when it leaves', () => {
    renderChart();
    // jsdom lays nothing out: the chart draws at its fallback 640 × 240, from the group's top left. The plot runs
    // from x 72 to 624, so each of the three channels has a band of 184 px.
    fireEvent.pointerMove(chart(), { clientX: 400, clientY: 120 });
    expect(screen.getByRole('tooltip')).toHaveTextContent('MetaRevenue $15540');
    fireEvent.pointerMove(chart(), { clientX: 100, clientY: 120 });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Email');
    fireEvent.pointerMove(chart(), { clientX: 20, clientY: 120 });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    fireEvent.pointerMove(chart(), { clientX: 600, clientY: 120 });
    expect(screen.getByRole('tooltip')).toHaveTextContent('LinkedIn');
    fireEvent.pointerLeave(chart());
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows a tooltip on keyboard focus, steps with the arrow keys, and hides it on Escape and on blur', async () => {
    const user = userEvent.setup();
    renderChart();
    await user.tab();
    expect(chart()).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Email');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Meta');
    await user.keyboard('{End}');
    expect(screen.getByRole('tooltip')).toHaveTextContent('LinkedIn');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tooltip')).toHaveTextContent('LinkedIn');
    await user.keyboard('{Home}{ArrowDown}');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Meta');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    // The next arrow brings it back where it was.
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Meta');
    await user.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    // Focus again: the reader is back where they left off.
    await user.tab({ shift: true });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Meta');
  });

  it('reads out the tooltip as it changes (a polite live region)', async () => {
    const user = userEvent.setup();
    renderChart();
    await user.tab();
    expect(screen.getByRole('tooltip').parentElement).toHaveAttribute('aria-live', 'polite');
  });

  it('lays bars across the chart with one colour per bar, categories down the left', () => {
    const { container } = renderChart({
      layout: 'rows',
      legend: false,
      series: [
        { name: 'Revenue', value: (line) => line.revenue, color: (line) => `#00000${line.name.length}` },
      ],
    });
    const fills = [...container.querySelectorAll('path')].map((path) => path.getAttribute('fill'));
    expect(fills).toEqual(['#000005', '#000004', '#000008']);
    // Rows: the band under the pointer is found along the vertical axis.
    fireEvent.pointerMove(chart(), { clientX: 300, clientY: 180 });
    expect(screen.getByRole('tooltip')).toHaveTextContent('LinkedIn');
  });

  it('draws nothing for a zero, and an axis from $0 when every value is zero', () => {
    const { container } = renderChart({
      data: [{ name: 'Email', spend: 0, revenue: 0 }],
    });
    expect(container.querySelectorAll('path')).toHaveLength(0);
    const text = [...container.querySelectorAll('svg text')].map((node) => node.textContent);
    expect(text).toEqual(expect.arrayContaining(['$0', '$1']));
  });

  it('takes no keyboard steps when there is no data', async () => {
    const user = userEvent.setup();
    renderChart({ data: [] });
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
