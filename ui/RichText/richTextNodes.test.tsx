import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { richTextNodes } from './richTextNodes';

const render = (html: string) => renderToStaticMarkup(<>{richTextNodes(html)}</>);

describe('richTextNodes', () => {
  it("keeps the editor's marks", () => {
    expect(
      render(
        '<p>Clean <strong>UK-used</strong>, <em>87%</em> <u>battery</u><br>Lagos</p><ul><li>Case</li></ul><ol><li>One</li></ol>',
      ),
    ).toBe(
      '<p>Clean <strong>UK-used</strong>, <em>87%</em> <u>battery</u><br/>Lagos</p><ul><li>Case</li></ul><ol><li>One</li></ol>',
    );
  });

  it("puts the description's headings below the page's, skipping no level", () => {
    expect(render('<h1>Specs</h1><h2>Screen</h2><h3>Size</h3>')).toBe('<h3>Specs</h3><h4>Screen</h4><h5>Size</h5>');
    expect(render('<h2>Line-up</h2><h3>Bands</h3>')).toBe('<h3>Line-up</h3><h4>Bands</h4>');
    expect(render('<h3>Only</h3>')).toBe('<h3>Only</h3>');
    expect(renderToStaticMarkup(<>{richTextNodes('<h3>Specs</h3><h3>Box</h3>', 2)}</>)).toBe('<h2>Specs</h2><h2>Box</h2>');
  });

  it('drops scripts, styles and every attribute, and keeps only the text of other elements', () => {
    const html =
      '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script><style>p{}</style></p>' +
      '<a href="javascript:alert(1)">link text</a><img src=x onerror="alert(1)"><iframe src="https://evil.example">x</iframe>';
    expect(render(html)).toBe('<p>Hi</p><span>link text</span><span></span>');
  });

  it('escapes text that looks like markup', () => {
    expect(render('<p>1 &lt; 2 &amp; &lt;b&gt;</p>')).toBe('<p>1 &lt; 2 &amp; &lt;b&gt;</p>');
  });

  it('renders nothing for an empty description', () => {
    expect(render('')).toBe('');
  });
});
