// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { criticalCss, pageClasses } from './critical-css.server';

describe('criticalCss', () => {
  const sheet =
    '@font-face{font-family:X;src:url(x.woff2)}@keyframes spin{to{transform:rotate(1turn)}}' +
    '*,:before{box-sizing:border-box}html,body{margin:0}' +
    '.card{margin:0}.card:hover{color:red}.menu{gap:0}.card .title{font-weight:700}.menu .title{color:blue}' +
    '.a,.menu{top:0}.card:not(.open){opacity:.5}.list:has(.menu){gap:1px}[data-state=open]{display:block}' +
    '@media (width<=1024px){.card{margin:1px}.menu{gap:1px}}@media print{.menu{display:none}}' +
    '@supports (display:grid){@media (width>=1px){.title{display:grid}}}:root{--x:1}';
  const share = criticalCss(sheet);

  it("keeps the rules the page's classes can use, in order, inside their groups", () => {
    expect(share(new Set(['card', 'title']))).toBe(
      '@font-face{font-family:X;src:url(x.woff2)}@keyframes spin{to{transform:rotate(1turn)}}' +
        '*,:before{box-sizing:border-box}html,body{margin:0}' +
        '.card{margin:0}.card:hover{color:red}.card .title{font-weight:700}' +
        '.card:not(.open){opacity:.5}[data-state=open]{display:block}' +
        '@media (width<=1024px){.card{margin:1px}}' +
        '@supports (display:grid){@media (width>=1px){.title{display:grid}}}:root{--x:1}',
    );
  });

  it('keeps a rule when one selector of its list matches, and a group only when one of its rules is kept', () => {
    const out = share(new Set(['menu', 'list']));
    expect(out).toContain('.a,.menu{top:0}');
    expect(out).toContain('.list:has(.menu){gap:1px}');
    expect(out).toContain('@media print{.menu{display:none}}');
    expect(out).not.toContain('@supports');
    expect(out).not.toContain('.card');
  });

  it('keeps what needs no class whatever the page', () => {
    expect(share(new Set())).toBe(
      '@font-face{font-family:X;src:url(x.woff2)}@keyframes spin{to{transform:rotate(1turn)}}' +
        '*,:before{box-sizing:border-box}html,body{margin:0}[data-state=open]{display:block}:root{--x:1}',
    );
  });
});

describe('pageClasses', () => {
  it('reads every class of every element, however spaced', () => {
    const html =
      '<html class="t1"><body><div class="a  b"><svg class="icon"></svg><p class="">x class=&quot;no&quot;</p></div>';
    expect([...pageClasses(html)].sort()).toEqual(['a', 'b', 'icon', 't1']);
  });
});
