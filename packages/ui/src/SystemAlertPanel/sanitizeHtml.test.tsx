import { describe, expect, it } from 'vitest';
import { safeHref, sanitizeHtml } from './sanitizeHtml.js';

describe('sanitizeHtml', () => {
  it('keeps the allowed formatting', () => {
    const html =
      '<p>Pay <strong>bills</strong> and <em>top up</em><br>with <b>Yo</b> <i>now</i></p><ul><li>One</li></ul><ol><li>Two</li></ol><span>x</span>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts with their content', () => {
    expect(sanitizeHtml('<p>Hi<script>alert(1)</script></p>')).toBe('<p>Hi</p>');
    expect(sanitizeHtml('<script src="https://evil.example/x.js"></script>ok')).toBe('ok');
  });

  it('drops event-handler attributes', () => {
    expect(sanitizeHtml('<p onclick="alert(1)" onmouseover="x()">Hi</p>')).toBe('<p>Hi</p>');
    expect(sanitizeHtml('<img src=x onerror="alert(1)">text')).toBe('text');
    expect(sanitizeHtml('<span onfocus="x()" tabindex="0">t</span>')).toBe('<span>t</span>');
  });

  it('refuses javascript: and other unsafe URLs, keeping the text', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">Click</a>')).toBe('<a>Click</a>');
    expect(sanitizeHtml('<a href=" JaVaScRiPt:alert(1)">Click</a>')).toBe('<a>Click</a>');
    expect(sanitizeHtml('<a href="java&#x09;script:alert(1)">Click</a>')).toBe('<a>Click</a>');
    expect(sanitizeHtml('<a href="data:text/html,<script>alert(1)</script>">x</a>')).toBe(
      '<a>x</a>',
    );
    expect(sanitizeHtml('<a href="vbscript:msgbox">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="//evil.example">x</a>')).toBe('<a>x</a>');
  });

  it('keeps http, https and mailto links, with rel=noopener', () => {
    expect(sanitizeHtml('<a href="https://yo.tt/faq" target="_blank" class="x">FAQ</a>')).toBe(
      '<a href="https://yo.tt/faq" rel="noopener noreferrer">FAQ</a>',
    );
    expect(sanitizeHtml('<a href="mailto:help@yo.tt">Mail</a>')).toBe(
      '<a href="mailto:help@yo.tt" rel="noopener noreferrer">Mail</a>',
    );
    expect(sanitizeHtml('<a href="http://yo.tt/">x</a>')).toContain('href="http://yo.tt/"');
  });

  it('drops iframes, objects, svg and forms with their content', () => {
    expect(sanitizeHtml('<iframe src="https://evil.example"></iframe>a')).toBe('a');
    expect(sanitizeHtml('<object data="x.swf"></object><embed src="x">b')).toBe('b');
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg>c')).toBe('c');
    expect(sanitizeHtml('<form action="https://evil.example"><input name="pin"></form>d')).toBe(
      'd',
    );
  });

  it('drops style elements and style attributes', () => {
    expect(sanitizeHtml('<style>body{display:none}</style><p style="color:red">x</p>')).toBe(
      '<p>x</p>',
    );
  });

  it('unwraps unknown elements but keeps their text', () => {
    expect(sanitizeHtml('<div><h1>Title</h1><font color="red">red</font></div>')).toBe('Titlered');
  });

  it('drops comments and escapes text', () => {
    expect(sanitizeHtml('<!-- secret --><p>1 &lt; 2 &amp; 3</p>')).toBe('<p>1 &lt; 2 &amp; 3</p>');
  });
});

describe('safeHref', () => {
  it('allows site paths but not protocol-relative ones', () => {
    expect(safeHref('/faq?tab=2#q1')).toBe('/faq?tab=2#q1');
    expect(safeHref('//evil.example')).toBeUndefined();
    expect(safeHref('/\\evil.example')).toBeUndefined();
    expect(safeHref('faq')).toBeUndefined();
    expect(safeHref('')).toBeUndefined();
  });
});
