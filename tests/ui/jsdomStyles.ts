import { createElement } from 'react';
import { cleanup, render } from '@testing-library/react';
import { __unsafe_useEmotionCache } from '@emotion/react';
import { ruleForJsdom } from './emotionRuleFilter';

/*
 * MUI's styles in jsdom, cut to what a UI test reads of them: `display` and `visibility`.
 *
 * Testing Library's role queries skip what is hidden, and ask jsdom's getComputedStyle for every
 * candidate and its ancestors. jsdom computes every declaration of every matching rule (parsing
 * each value, resolving border shorthands): a third of the UI suite's time went there, 3–7 s in
 * each of the report page, users and lines tests. No UI test reads any other computed style, so
 * each emotion rule keeps its selector and only its display and visibility declarations, in
 * their order with their priority; a rule with neither is not inserted. Those two properties
 * compute to what the whole rules give (emotionRuleFilter.ts and its unit test). A test that
 * needs another computed style (a colour, say) finds it missing: it must not rely on this file.
 */

interface EmotionSheet { insert(rule: string): void; isSpeedy: boolean }
const FILTERED = Symbol.for('rxdesk.jsdomStyles');

/**
 * Filters every emotion style sheet's rules (the default cache's and `<GlobalStyles>`' own sheets
 * share one class), and inserts them as CSSOM rules of one style element rather than one element
 * each. Run per test file (setup.ts): idempotent, and it finds the emotion modules of the file.
 */
export function cutEmotionStylesForJsdom(): void {
  let sheet: EmotionSheet | undefined;
  const Probe = () => { sheet = __unsafe_useEmotionCache()?.sheet as unknown as EmotionSheet | undefined; return null; };
  render(createElement(Probe));
  cleanup();
  if (!sheet) throw new Error('jsdomStyles: no emotion cache found');
  sheet.isSpeedy = true;
  const proto = Object.getPrototypeOf(sheet) as EmotionSheet & { [FILTERED]?: true };
  if (proto[FILTERED]) return;
  const insert = proto.insert;
  proto.insert = function (this: EmotionSheet, rule: string) {
    const kept = ruleForJsdom(rule);
    if (kept) insert.call(this, kept);
  };
  proto[FILTERED] = true;
}
