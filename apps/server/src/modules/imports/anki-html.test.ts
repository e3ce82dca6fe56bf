import { describe, expect, it } from 'vitest';
import { ankiHtmlToText, textToAnkiHtml } from './anki-html.ts';

describe('Anki field HTML to text', () => {
  it('breaks lines at <br> and at block edges, once however many blocks meet', () => {
    expect(ankiHtmlToText('a<br>b<br/><BR />c').text).toBe('a\nb\n\nc');
    expect(ankiHtmlToText('<div>one</div><div>two</div>').text).toBe('one\ntwo');
    expect(ankiHtmlToText('<div>one</div><div><br></div><div>three</div>').text).toBe(
      'one\n\nthree',
    );
    expect(ankiHtmlToText('<p>para</p><ul><li>x</li><li>y</li></ul>').text).toBe('para\nx\ny');
  });

  it('removes other tags, collapses source whitespace and decodes entities', () => {
    const { text } = ankiHtmlToText(
      '<b>bold</b>  and\n  <span style="color: red">red</span> &amp; &lt;tag&gt; &quot;q&quot; &#39;s&#39; caf&eacute;&nbsp;&nbsp;x &#x1F600;',
    );
    expect(text).toBe('bold and red & <tag> "q" \'s\' café x 😀');
  });

  it('drops [sound:…] and <img> and reports them', () => {
    const result = ankiHtmlToText(
      "hello [sound:hello_&amp;_bye.mp3]<img src=\"cat.jpg\"> <img alt='x' src='a b.png'><img>",
    );
    expect(result).toEqual({
      text: 'hello',
      sounds: ['hello_&_bye.mp3'],
      images: ['cat.jpg', 'a b.png', ''],
    });
  });

  it('drops comments, scripts and styles with their content; keeps lone angle brackets', () => {
    expect(
      ankiHtmlToText('<!-- note --><style>.x{}</style>a<script>alert(1)</script> < b').text,
    ).toBe('a < b');
    expect(ankiHtmlToText('<a href="x>y">link</a>').text).toBe('link');
  });

  it('keeps ruby readings in brackets, as Anki writes furigana', () => {
    expect(ankiHtmlToText('<ruby>漢字<rp>(</rp><rt>かんじ</rt><rp>)</rp></ruby>').text).toBe(
      '漢字[かんじ]',
    );
    expect(ankiHtmlToText('<ruby><rb>日本</rb><rt>にほん</rt></ruby>語').text).toBe(
      '日本[にほん]語',
    );
    expect(ankiHtmlToText(' 日本[にほん]').text).toBe('日本[にほん]');
  });

  it('breaks lines at br, div, p and li, decoding entities', () => {
    expect(ankiHtmlToText('<ul><li>a&nbsp;b</li><li>c</li></ul><p>d</p>e<br>f&eacute;').text).toBe(
      'a b\nc\nd\ne\nfé',
    );
  });

  it('turns text into field HTML that reads back as the same text', () => {
    const text = 'Tom & Jerry <3\n"quoted" \'x\'\n\nlast';
    const html = textToAnkiHtml(text);
    expect(html).toBe('Tom &amp; Jerry &lt;3<br>&quot;quoted&quot; &apos;x&apos;<br><br>last');
    expect(ankiHtmlToText(html).text).toBe(text);
  });
});
