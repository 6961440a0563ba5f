'use client';

import { Heading, Text, Link as ThemeLink } from '@radix-ui/themes';
import type { HTMLAttributes, Ref } from 'react';
import { brand } from '../../brand';
import { paths } from '../../domain/paths';
import { Link } from '../../primitives/Link/LinkProvider';
import { cx } from '../../internal/cx';
import * as features from '../featureList.css';
import { landingIcons } from '../../primitives/Icon/landingDrawings';
import { DrawnIcon } from '../../primitives/Icon/SvgIcon';
import * as shared from '../../layout/section.css';
import type { LandingPoint } from '../Problems/Problems';
import * as styles from './Automation.css';

export const automationPoints: readonly LandingPoint[] = [
  {
    icon: 'code',
    title: 'Full API access',
    body: 'Read the job feed, post jobs and reply from your own scripts. What you can do in the app, you can do through the API.',
  },
  {
    icon: 'zap',
    title: 'Webhooks',
    body: 'Get an HTTP call the moment a job that matches your skills is posted, instead of refreshing a page.',
  },
  {
    icon: 'plug',
    title: 'Integrations with automation tools',
    body: 'Connect tools such as n8n, Make or Zapier and route new jobs into your CRM, chat or spreadsheet.',
  },
];

const samplePayload = `{
  "event": "job.posted",
  "job": {
    "title": "Automate invoice follow-ups",
    "category": "development",
    "budget": "$800 - $1,200",
    "tags": ["n8n", "webhooks", "email"]
  }
}`;

export interface AutomationProps extends HTMLAttributes<HTMLElement> {
  ref?: Ref<HTMLElement>;
}

/** API, webhooks and integrations for people who automate. Anchor: #automation. */
export function Automation({ className, ...rest }: AutomationProps) {
  return (
    <section
      id="automation"
      aria-labelledby="automation-title"
      data-slot="automation"
      className={cx(shared.section, shared.deferred, shared.sunken, styles.root, className)}
      {...rest}
    >
      <div className={cx(shared.inner, styles.layout)}>
        <div>
          <div className={shared.header}>
            <p className={shared.eyebrow}>Automation</p>
            <Heading as="h2" size="8" id="automation-title" className={shared.title}>
              Built for people who automate
            </Heading>
            <Text as="p" size="4" className={shared.lead}>
              Full API access, webhooks and integrations with automation tools come with every
              membership, not with a premium tier.
            </Text>
            <Text as="p" size="3">
              <ThemeLink asChild highContrast underline="always">
                <Link href={paths.developers}>Read the API and webhook documentation</Link>
              </ThemeLink>
            </Text>
          </div>
          <ul className={features.list}>
            {automationPoints.map((point) => (
              <li key={point.title} className={features.item}>
                <span className={features.icon}>
                  <DrawnIcon drawing={landingIcons[point.icon]} size={20} />
                </span>
                <Heading as="h3" size="4" className={features.title}>
                  {point.title}
                </Heading>
                <Text as="p" size="3" className={features.text}>
                  {point.body}
                </Text>
              </li>
            ))}
          </ul>
          <Text as="p" size="3" className={styles.aside}>
            Selling automations or AI agents? List them like any other service, with their own price
            and description, and let clients hire them directly. Build your own job alerts, sync
            clients to your CRM, or let an agent draft a first reply for you to review.
          </Text>
        </div>
        <figure className={styles.sample} data-slot="automation-sample">
          <figcaption className={styles.sampleCaption}>
            <span className={styles.method}>POST</span> your-server.example/hooks/
            {brand.name.toLowerCase()}
          </figcaption>
          <pre className={styles.code}>
            <code>{samplePayload}</code>
          </pre>
        </figure>
      </div>
    </section>
  );
}
