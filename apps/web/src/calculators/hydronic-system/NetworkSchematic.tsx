import { formatFixed } from '@org/ui';
import { Paper, Text, Title } from '@mantine/core';
import type {
  HydronicSystemInputDraft,
  HydronicSystemResult,
} from '@org/hvac-core/hydronic-system';
import chart from '../../charts/chart.module.css';
import { flowDecimals } from './format';
import classes from './hydronic-charts.module.css';
import { networkTree } from './network-tree';

const ROW_PX = 26;
const INDENT_PX = 30;
const TOP_PX = 34;
const LEFT_PX = 24;

export interface NetworkSchematicProps {
  draft: HydronicSystemInputDraft;
  result: HydronicSystemResult;
  stale: boolean;
}

/**
 * The network drawn as its supply tree (each run's return twin follows it back): the plant, each
 * run as a line from the node it leaves, each terminal as a box, with sizes and design flows; the
 * index circuit in a heavier red line. The tables above are its text alternative.
 */
export function NetworkSchematic({ draft, result, stale }: NetworkSchematicProps) {
  const tree = networkTree(draft);
  const sectionById = new Map(result.sections.map((s) => [s.id, s]));
  const circuitById = new Map(result.circuits.map((c) => [c.terminalId, c]));
  const q = flowDecimals(result.unitSystem);
  const flowUnit = result.units.flowRate;
  const nodeAt = new Map<string, { x: number; y: number }>();
  const plantNode = draft.plant?.supplyNode ?? '';
  nodeAt.set(plantNode, { x: LEFT_PX, y: TOP_PX - ROW_PX / 2 });
  const maxDepth = Math.max(0, ...tree.rows.map((row) => row.depth));
  const width = LEFT_PX + (maxDepth + 1) * INDENT_PX + 380;
  const height = TOP_PX + tree.rows.length * ROW_PX + 8;
  const indexTerminal = result.indexCircuit.terminalId;

  const shapes = tree.rows.map((row, i) => {
    const y = TOP_PX + i * ROW_PX;
    const x = LEFT_PX + (row.depth + 1) * INDENT_PX;
    const parent = nodeAt.get(row.kind === 'pipe' ? row.parentNode : row.node) ?? {
      x: LEFT_PX,
      y: TOP_PX,
    };
    const path = `M${parent.x},${parent.y} V${y} H${x}`;
    if (row.kind === 'pipe') {
      const section = draft.sections?.[row.supplyIndex];
      const computed = section ? sectionById.get(section.id) : undefined;
      const onIndex = computed?.onIndexCircuit ?? false;
      nodeAt.set(row.node, { x, y });
      const label = computed
        ? `${section?.id} · ${computed.pipe.label} · ${formatFixed(computed.flowRate, q)} ${flowUnit}`
        : `${section?.id ?? ''}`;
      return (
        <g key={`p${row.supplyIndex}`}>
          <path d={path} className={`${classes.pipe} ${onIndex ? classes.indexPipe : ''}`} />
          <circle cx={x} cy={y} r={4} className={classes.node} />
          <text
            x={x + 10}
            y={y}
            dominantBaseline="central"
            className={`${classes.label} ${onIndex ? classes.indexLabel : ''}`}
          >
            {label}
          </text>
        </g>
      );
    }
    const terminal = draft.terminals[row.terminalIndex];
    const circuit = terminal ? circuitById.get(terminal.id) : undefined;
    const isIndex = terminal?.id === indexTerminal;
    return (
      <g key={`t${row.terminalIndex}`}>
        <path d={path} className={`${classes.pipe} ${isIndex ? classes.indexPipe : ''}`} />
        <rect
          x={x - 1}
          y={y - 7}
          width={14}
          height={14}
          rx={2}
          className={isIndex ? classes.indexTerminal : classes.terminal}
        />
        <text
          x={x + 20}
          y={y}
          dominantBaseline="central"
          className={`${classes.label} ${isIndex ? classes.indexLabel : ''}`}
        >
          {terminal?.id ?? ''}
          {circuit ? ` · ${formatFixed(circuit.flowRate, q)} ${flowUnit}` : ''}
          {isIndex ? ' · index circuit' : ''}
        </text>
      </g>
    );
  });

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby="hydronic-schematic-title"
    >
      <Title order={2} size="h4" id="hydronic-schematic-title">
        Schematic
      </Title>
      <Text size="xs" c="dimmed" mb="xs">
        The supply tree from the plant; each run’s return twin follows it back (direct return). The
        index circuit is the heavy red line. The tables give the same network as text.
      </Text>
      <div className={`${classes.scroll} ${classes.root}`} data-dimmed={stale || undefined}>
        <svg
          role="img"
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          className={chart.svg}
          data-testid="hydronic-schematic"
          data-report-figure="Schematic"
        >
          <title>
            {`Network schematic: ${tree.rows.filter((r) => r.kind === 'terminal').length} terminals on ${tree.rows.filter((r) => r.kind === 'pipe').length} runs; index circuit ${indexTerminal} through ${result.indexCircuit.sections.join(', ')}.`}
          </title>
          <rect x={LEFT_PX - 14} y={2} width={120} height={20} rx={3} className={classes.plant} />
          <text x={LEFT_PX - 8} y={12} dominantBaseline="central" className={classes.label}>
            Plant ({plantNode})
          </text>
          {shapes}
        </svg>
      </div>
    </Paper>
  );
}
