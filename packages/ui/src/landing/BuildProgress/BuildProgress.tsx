'use client';

import { Heading, Progress, Text, VisuallyHidden } from '@radix-ui/themes';
import type { HTMLAttributes, Ref } from 'react';
import { brand } from '../../brand';
import { buildItems, buildNext, buildSummary, type BuildItem } from '../../domain/buildProgress';
import { cx } from '../../internal/cx';
import { landingIcons } from '../../primitives/Icon/landingDrawings';
import { DrawnIcon } from '../../primitives/Icon/SvgIcon';
import * as shared from '../../layout/section.css';
import * as styles from './BuildProgress.css';

export interface BuildProgressProps extends HTMLAttributes<HTMLElement> {
  /**
   * The checklist; defaults to `buildItems` (the domain's one list): the first-started item,
   * then the ten planned ones, each marked done once it works in the product.
   */
  items?: readonly BuildItem[];
  ref?: Ref<HTMLElement>;
}

/** What is built and what is planned, in public. */
export function BuildProgress({ items = buildItems, className, ...rest }: BuildProgressProps) {
  const done = items.filter((item) => item.done).length;
  const summary = buildSummary(items);
  const next = buildNext(items);
  return (
    <section
      id="build-progress"
      aria-labelledby="build-progress-title"
      data-slot="build-progress"
      className={cx(shared.section, shared.deferred, styles.root, className)}
      {...rest}
    >
      <div className={cx(shared.inner, styles.layout)}>
        <div className={shared.header}>
          <p className={shared.eyebrow}>Build progress</p>
          <Heading as="h2" size="8" id="build-progress-title" className={shared.title}>
            Built in public, one item at a time
          </Heading>
          <Text as="p" size="4" className={shared.lead}>
            Here is exactly where {brand.name} stands today. Items are ticked off as they ship, and
            members help decide what comes next.
          </Text>
          {next && (
            <Text as="p" size="3" className={shared.lead}>
              {next}
            </Text>
          )}
        </div>
        <div className={styles.panel}>
          <div className={styles.summary}>
            <p className={styles.summaryText} id="build-progress-summary">
              {summary}
            </p>
            <Progress
              value={items.length ? Math.round((done / items.length) * 100) : 0}
              size="3"
              aria-labelledby="build-progress-summary"
              className={styles.progress}
            />
          </div>
          <ol className={styles.list} aria-label="Build checklist">
            {items.map((item) => (
              <li
                key={item.label}
                className={styles.item}
                data-state={item.done ? 'done' : 'planned'}
                data-slot="build-progress-item"
              >
                <span className={item.done ? styles.iconDone : styles.iconPlanned}>
                  {item.done && <DrawnIcon drawing={landingIcons.checkWide} size={16} />}
                </span>
                <VisuallyHidden>{item.done ? 'Done: ' : 'Planned: '}</VisuallyHidden>
                <span className={item.done ? styles.labelDone : styles.label}>{item.label}</span>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
