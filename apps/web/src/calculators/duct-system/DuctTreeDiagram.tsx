import { Text, Title } from '@mantine/core';
import type { DuctSystemResult } from '@org/hvac-core/duct-system';
import { useId } from 'react';
import { diagramLayout } from './diagram-layout';
import classes from './DuctDiagram.module.css';
import { pathText, sizeText, systemLabel } from './format';

const COLUMN_PX = 130;
const ROW_PX = 30;
const MARGIN_PX = 16;

export interface DuctTreeDiagramProps {
  /** The engine's result; required. */
  result: DuctSystemResult;
  /** Greys the lines out (stale values); default false. */
  dimmed?: boolean;
}

/**
 * The duct tree as a schematic, read left to right from the fan: each section a line labelled with
 * its id and size, terminals as blue dots, each side's critical path in thick red. An image with a
 * title and a description naming the critical paths; the sections table gives every value.
 */
export function DuctTreeDiagram({ result, dimmed = false }: DuctTreeDiagramProps) {
  const titleId = useId();
  const descId = useId();
  const layout = diagramLayout(result);
  const width = MARGIN_PX * 2 + layout.columns * COLUMN_PX + 60;
  const height = MARGIN_PX * 2 + layout.rows * ROW_PX;
  const x = (column: number) => MARGIN_PX + 30 + column * COLUMN_PX;
  const y = (row: number) => MARGIN_PX + row * ROW_PX + ROW_PX / 2;
  const sizes = new Map(result.sections.map((section) => [section.id, section]));
  const critical = Object.entries(result.criticalPaths)
    .map(([system, ids]) => `${systemLabel(system as 'supply')}: ${pathText(ids)}`)
    .join('; ');
  const description = `${result.sections.length} sections from the fan to ${result.paths.length} terminals. Critical path, drawn thick: ${critical === '' ? 'none' : critical}. The sections table below gives each section’s values`;
  return (
    <section aria-labelledby={`${titleId}-heading`}>
      <Title order={3} size="h5" id={`${titleId}-heading`} mb={4}>
        Diagram
      </Title>
      <div className={classes.box}>
        <svg
          role="img"
          aria-labelledby={`${titleId} ${descId}`}
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          className={`${classes.svg} ${dimmed ? classes.dimmed : ''}`}
          data-testid="duct-system-diagram"
        >
          <title id={titleId}>Duct system diagram, critical path highlighted</title>
          <desc id={descId}>{description}.</desc>
          {layout.fans.map((fan) => (
            <text
              key={fan.system}
              x={MARGIN_PX}
              y={y(fan.row)}
              dominantBaseline="central"
              className={classes.fan}
            >
              {fan.system === 'supply' ? 'Fan' : systemLabel(fan.system)}
            </text>
          ))}
          {layout.sections.map((section) => {
            const x0 = x(section.fromColumn);
            const x1 = x(section.toColumn);
            const y0 = y(section.fromRow);
            const y1 = y(section.toRow);
            const sized = sizes.get(section.id);
            return (
              <g key={section.id} data-critical={section.critical || undefined}>
                <path
                  d={`M ${x0} ${y0} V ${y1} H ${x1}`}
                  className={section.critical ? classes.critical : classes.duct}
                />
                <circle
                  cx={x1}
                  cy={y1}
                  r={section.terminal ? 5 : 3}
                  className={section.terminal ? classes.terminal : classes.node}
                />
                <text x={x0 + 6} y={y1 - 6} className={classes.label}>
                  {section.id}
                  {sized ? ` ${sizeText(sized, result.unitSystem)}` : ''}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <Text size="xs" c="dimmed">
        Thick red: the critical path. Blue dots: terminals. The sections table gives the same
        sections with every value.
      </Text>
    </section>
  );
}
