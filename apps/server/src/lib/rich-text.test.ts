import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.ts';

describe('sanitizeRichText keeps what admins paste', () => {
  it('keeps paragraphs, emphasis, lists, headings, quotes and tables', () => {
    const html =
      '<h2>Title</h2><h3>Sub</h3><h4>Small</h4><p>One<br />two <strong>bold</strong> <em>it</em> <u>under</u></p>' +
      '<ul><li>a</li></ul><ol start="3"><li>b</li></ol><blockquote>quote</blockquote>' +
      '<table><thead><tr><th colspan="2">H</th></tr></thead><tbody><tr><td>1</td><td rowspan="1">2</td></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it("turns Word's markup into plain formatting", () => {
    const word =
      '<!--[if gte mso 9]><xml><o:OfficeDocumentSettings></o:OfficeDocumentSettings></xml><![endif]-->' +
      '<style>p.MsoNormal{margin:0}</style>' +
      '<h1 class="MsoTitle">Annual meet</h1>' +
      '<p class=MsoNormal style="margin:0cm"><b><span style="font-size:12pt;font-family:Mangal">मिलन समारोह</span></b>' +
      '<o:p></o:p></p><div><i>WhatsApp line</i></div><font face="Arial">Old font</font>';
    expect(sanitizeRichText(word)).toBe(
      '<h2>Annual meet</h2><p><strong>मिलन समारोह</strong></p><p><em>WhatsApp line</em></p>Old font',
    );
  });

  it('keeps web, mail and phone links and marks them noopener noreferrer', () => {
    expect(
      sanitizeRichText(
        '<a href="https://example.org/a?b=1&amp;c=2" title="Site" target="_blank" onclick="x()">site</a> ' +
          '<a href="mailto:help@example.org">mail</a> <a href="tel:+919876543210">call</a>',
      ),
    ).toBe(
      '<a href="https://example.org/a?b=1&amp;c=2" rel="noopener noreferrer" title="Site">site</a> ' +
        '<a href="mailto:help@example.org" rel="noopener noreferrer">mail</a> ' +
        '<a href="tel:+919876543210" rel="noopener noreferrer">call</a>',
    );
  });

  it('keeps web images and our own media, with their size', () => {
    expect(
      sanitizeRichText(
        '<img src="https://cdn.example.org/a.jpg" alt="Stage" width="640" height="abc">' +
          '<img src="/api/media/abc123?exp=1700000000&amp;sig=x-Y_z" alt="Ours">',
      ),
    ).toBe(
      '<img src="https://cdn.example.org/a.jpg" alt="Stage" width="640" />' +
        '<img src="/api/media/abc123?exp=1700000000&amp;sig=x-Y_z" alt="Ours" />',
    );
  });
});

describe('sanitizeRichText removes every way to run code (OWASP XSS filter evasion vectors)', () => {
  const removed: [string, string, string][] = [
    ['script', '<p>hi</p><script>alert(1)</script>', '<p>hi</p>'],
    ['script with odd casing', '<ScRiPt>alert(1)</sCrIpT>ok', 'ok'],
    ['unclosed script', '<p>ok</p><script>alert(1)', '<p>ok</p>'],
    ['img onerror', '<img src="x" onerror="alert(1)">', ''],
    [
      'img onerror with a good src',
      '<img src="https://a.org/x.png" onerror="alert(1)">',
      '<img src="https://a.org/x.png" />',
    ],
    ['javascript: link', '<a href="javascript:alert(1)">x</a>', 'x'],
    [
      'javascript: link before other markup',
      '<p><a href="javascript:x">a</a><strong>b</strong> <a href="https://a.org">c</a></p>',
      '<p>a<strong>b</strong> <a href="https://a.org/" rel="noopener noreferrer">c</a></p>',
    ],
    ['JaVaScRiPt: with spaces', '<a href="  JaVaScRiPt:alert(1)">x</a>', 'x'],
    ['tab inside the scheme', '<a href="jav&#x09;ascript:alert(1)">x</a>', 'x'],
    [
      'entity-encoded javascript:',
      '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
      'x',
    ],
    [
      'hex entities without semicolons',
      '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">x</a>',
      'x',
    ],
    ['data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', 'x'],
    ['data: image', '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">', ''],
    ['vbscript: link', '<a href="vbscript:msgbox(1)">x</a>', 'x'],
    ['javascript: image', '<img src="javascript:alert(1)">', ''],
    ['protocol-relative image', '<img src="//evil.example/x.png">', ''],
    ['relative link', '<a href="/admin">x</a>', 'x'],
    ['svg onload', '<svg onload="alert(1)"><circle r="1"></circle>text</svg>after', 'after'],
    ['svg with script', '<svg><script>alert(1)</script></svg>', ''],
    ['iframe', '<iframe src="https://evil.example"></iframe>ok', 'ok'],
    ['object and embed', '<object data="x.swf"></object><embed src="x.swf">ok', 'ok'],
    ['style tag', '<style>body{background:url(javascript:alert(1))}</style>ok', 'ok'],
    ['style attribute', '<p style="background:url(javascript:alert(1))">ok</p>', '<p>ok</p>'],
    ['event handlers on allowed tags', '<p onclick="x()" onmouseover="y()">ok</p>', '<p>ok</p>'],
    ['body onload', '<body onload="alert(1)">ok</body>', 'ok'],
    ['form and input', '<form action="https://e.x"><input onfocus="alert(1)" autofocus></form>ok', 'ok'],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">ok', 'ok'],
    ['base href', '<base href="https://evil.example/">ok', 'ok'],
    ['link stylesheet', '<link rel="stylesheet" href="https://evil.example/x.css">ok', 'ok'],
    ['nested tags to rebuild a script', '<scr<script>ipt>alert(1)</scr</script>ipt>', 'ipt&gt;alert(1)ipt&gt;'],
    ['unclosed tag with a handler', '<img src=x onerror=alert(1)//', ''],
    ['unclosed attribute quote', '<a href="javascript:alert(1)>x</a>', ''],
    ['comment hiding a script', '<!--<script>alert(1)</script>-->ok', 'ok'],
    ['classes and ids', '<p class="x" id="y">ok</p>', '<p>ok</p>'],
  ];

  it.each(removed)('%s', (_name, dirty, clean) => {
    const result = sanitizeRichText(dirty);
    expect(result).toBe(clean);
    expect(result).not.toMatch(/<script|<svg|<iframe|javascript:|vbscript:|data:|\son\w+=|style=/i);
  });
});
