import { ThemeProvider } from '@brand/ui';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { CalculatorIsland, calculatorIslandId, calculatorIslandOptions } from './calculatorIsland';
import { LandingContent } from './LandingContent';

const islandMarker = '<!--fee-calculator-island-->';

/**
 * Renders `/` at build time. The page itself never hydrates (static markup);
 * the calculator is rendered as its own root, with the same options the
 * browser hydrates it with, and spliced into its slot. One page for everybody: both versions
 * of each call to action, switched before paint by `landingSessionScript`.
 */
export function renderLanding(): string {
  const page = renderToStaticMarkup(
    <ThemeProvider appearance="system">
      <LandingContent calculator={<template data-island-marker="" />} session="unknown" />
    </ThemeProvider>,
  ).replace('<template data-island-marker=""></template>', islandMarker);
  if (!page.includes(islandMarker)) {
    throw new Error(`The landing page did not render the #${calculatorIslandId} slot.`);
  }
  const island = renderToString(<CalculatorIsland />, calculatorIslandOptions);
  return page.replace(islandMarker, island);
}
