import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ChartTooltipBox } from './chart-tooltip';
import { LineChart, type LineChartProps } from './line-chart';
import { formatMoneyTick } from './theme';

interface Day {
  date: string;
  revenue: number;
  spend: number;
}

const DAYS: Day[] = [
  { date: '1 Nov', revenue: 3012.5, spend: 1140 },
  { date: '2 Nov', revenue: 2280, spend: 1090.25 },
  { date: '3 Nov', revenue: 3650, spend: 1201 },
  { date: '4 Nov', revenue: 2540, spend: 980 },
  { date: '5 Nov', revenue: 2917, spend: 1039 },
];

function renderChart(props: Partial<LineChartProps<Day>> = {}) {
  return render(
    <LineChart<Day>
      label="Daily revenue and spend"
      data={DAYS}
      category={(day) => day.date}
      series={[
        { name: 'Revenue', value: (day) => day.revenue, color: '#4f46e5' },
        { name: 'Spend', value: (day) => day.spend, color: '#94a3b8' },
      ]}
      formatValue={formatMoneyTick}
      valueTitle="USD per day"
      legend
      tooltip={(day) => (
        <ChartTooltipBox
          title={day.date}
          lines={[
            ['Revenue', `$${day.revenue}`],
            ['Spend', `$${day.spend}`],
          ]}
        />
      )}
      {...props}
    />,
  );
}

const chart = () => screen.getByRole('group', { name: 'Daily revenue and spend' });

describe('LineChart', () => {
  it('draws a line per series over labelled axes, with the legend above', () => {
    const { container } = renderChart();
    const lines = [...container.querySelectorAll('polyline')];
    expect(lines.map((line) => line.getAttribute('stroke'))).toEqual(['#4f46e5', '#94a3b8']);
    expect(lines[0]?.getAttribute('points')?.split(' ')).toHaveLength(5);
    const text = [...container.querySelectorAll('svg text')].map((node) => node.textContent);
    expect(text).toEqual(expect.arrayContaining(['USD per day', '$0', '$4K', '1 Nov', '5 Nov']));
    expect(screen.getByText('Revenue')).toBeInTheDocument();
    expect(screen.getByText('Spend')).toBeInTheDocument();
  });

  it('shows the nearest day under the pointer with both exact figures and a dot on each line', () => {
    const { container } = renderChart();
    // The plot runs from x 72 to 624: five days 138 px apart.
    fireEvent.pointerMove(chart(), { clientX: 360, clientY: 100 });
    expect(screen.getByRole('tooltip')).toHaveTextContent('3 NovRevenue $3650Spend $1201');
    expect(container.querySelectorAll('circle')).toHaveLength(2);
    fireEvent.pointerLeave(chart());
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(container.querySelectorAll('circle')).toHaveLength(0);
  });

  it('walks the days with the keyboard', async () => {
    const user = userEvent.setup();
    renderChart();
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('1 Nov');
    await user.keyboard('{End}');
    expect(screen.getByRole('tooltip')).toHaveTextContent('5 NovRevenue $2917Spend $1039');
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(screen.getByRole('tooltip')).toHaveTextContent('3 Nov');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('puts a single day in the middle of the plot, as a dot (a line needs two)', async () => {
    const user = userEvent.setup();
    const { container } = renderChart({ data: [DAYS[0] as Day] });
    expect(container.querySelector('polyline')?.getAttribute('points')).toMatch(/^348,/);
    expect(container.querySelectorAll('circle')).toHaveLength(2);
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('1 Nov');
  });
});
