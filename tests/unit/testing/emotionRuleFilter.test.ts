import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ruleForJsdom } from '../../ui/emotionRuleFilter';

/**
 * The UI tests' emotion rule filter (tests/ui/jsdomStyles.ts) against generated rules: every
 * display and visibility declaration is kept with its selector, conditional group, order and
 * priority; nothing else is; a rule left with neither is dropped. Values hold the characters that
 * could fool a splitter: `;`, `{`, `}` and `:` inside quotes and inside url(…).
 */
const KEPT_PROPS = ['display', 'visibility', 'DISPLAY'];
const OTHER_PROPS = ['color', 'border', 'background-image', 'content', 'padding-left', '-webkit-box-align', 'display-mode', 'visibility-x'];
const value = fc.constantFrom('none', 'flex', '-webkit-box', 'hidden', 'visible', 'red', '1px solid rgba(0, 0, 0, 0.12)',
  'url("data:image/svg+xml;utf8,<svg a={b}>;</svg>")', '"a;b{c}d:e"', "'x;}y'", 'calc(100% - 8px)');
const declaration = fc.record({ prop: fc.constantFrom(...KEPT_PROPS, ...OTHER_PROPS), value, important: fc.boolean() })
  .map((d) => ({ ...d, text: `${d.prop}:${d.value}${d.important ? '!important' : ''}` }));
const selector = fc.constantFrom('.css-1x2y3z', '.css-abc:hover', '.css-q .MuiButton-root', 'html', '*,*::before,*::after', '[hidden]', '.css-k>:not(style)~:not(style)');
const rule = fc.record({ selector, declarations: fc.array(declaration, { maxLength: 8 }), media: fc.option(fc.constantFrom('@media (min-width:600px)', '@media print', '@supports (display:grid)'), { nil: undefined }) });

const isKept = (p: string) => KEPT_PROPS.includes(p);

describe('emotion rules cut to display and visibility for jsdom', () => {
  it('keeps exactly the display and visibility declarations of generated rules, in place', () => {
    fc.assert(fc.property(rule, ({ selector: sel, declarations, media }) => {
      const body = `${sel}{${declarations.map((d) => d.text).join(';')}${declarations.length ? ';' : ''}}`;
      const kept = declarations.filter((d) => isKept(d.prop)).map((d) => d.text);
      const inner = kept.length ? `${sel}{${kept.join(';')};}` : null;
      const expected = inner && media ? `${media}{${inner}}` : inner;
      expect(ruleForJsdom(media ? `${media}{${body}}` : body)).toBe(expected);
    }), { numRuns: 500 });
  });

  it('cuts each rule of a group and drops rules that set neither property, and at-rules that hold no style rules', () => {
    expect(ruleForJsdom('@media (min-width:900px){.a{display:none;color:red;}.b{color:blue;}.c{visibility:hidden;}}'))
      .toBe('@media (min-width:900px){.a{display:none;}.c{visibility:hidden;}}');
    expect(ruleForJsdom('@keyframes mui-spin{0%{display:none;}100%{transform:rotate(360deg);}}')).toBeNull();
    expect(ruleForJsdom('@font-face{font-family:x;src:url(a.woff);}')).toBeNull();
    expect(ruleForJsdom('.a{color:red;}')).toBeNull();
  });
});
