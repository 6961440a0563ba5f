'use client';

import { Heading, Progress, Text, VisuallyHidden } from '@radix-ui/themes';
import type { HTMLAttributes, Ref } from 'react';
import { brand } from '../../brand';
import { pricingFacts } from '../../domain/fees';
import { cx } from '../../internal/cx';
import { landingIcons } from '../../primitives/Icon/landingDrawings';
import { DrawnIcon } from '../../primitives/Icon/SvgIcon';
import * as shared from '../../layout/section.css';
import * as styles from './BuildProgress.css';

const { launchFee } = pricingFacts();

export interface BuildItem {
  label: string;
  done: boolean;
}

/**
 * The public build-progress checklist: the one done item first, then the ten
 * planned items, from authentication to optional daily email notifications.
 */
export const buildItems: readonly BuildItem[] = [
  { label: 'Start the application in a site-builder tool', done: true },
  { label: 'Authentication', done: false },
  { label: `A ${launchFee} per month subscription through a card payment provider`, done: false },
  { label: 'Posting a job', done: false },
  { label: 'Replying to a job', done: false },
  { label: 'An API or webhook notification system', done: false },
  { label: 'A searchable job feed', done: false },
  { label: 'Spam and abuse detection', done: false },
  { label: 'Community feedback on freelancers', done: false },
  { label: 'AI auto-tagging of jobs', done: false },
  { label: 'Optional daily email notifications', done: false },
];

export interface BuildProgressProps extends HTMLAttributes<HTMLElement> {
  /** The checklist; defaults to `buildItems`: one done item and ten planned ones. */
  items?: readonly BuildItem[];
  ref?: Ref<HTMLElement>;
}

/** What is built and what is planned, in public. */
export function BuildProgress({ items = buildItems, className, ...rest }: BuildProgressProps) {
  const done = items.filter((item) => item.done).length;
  const summary = `${done} of ${items.length} done`;
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
          <Text as="p" size="3" className={shared.lead}>
            Authentication and the {launchFee} subscription come next, so the first members can join
            and pay the flat fee. Job posting and replies follow straight after.
          </Text>
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
